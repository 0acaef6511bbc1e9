import { useLocation } from 'react-router-dom';

/** Stands in for the screens in routing tests: says where the router landed, and with what state. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <main>
      <h1>Landed on {`${location.pathname}${location.search}${location.hash}`}</h1>
      <pre data-testid="location-state">{JSON.stringify(location.state ?? null)}</pre>
    </main>
  );
}
