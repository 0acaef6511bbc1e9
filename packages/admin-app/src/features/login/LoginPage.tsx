import { Button, Checkbox, InlineAlert, PasswordField, TextField } from '@admin-console/admin-ui';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { GlobalLoadingBar } from '../../platform/loading/GlobalLoadingBar';
import { useDocumentTitle } from '../../platform/useDocumentTitle';
import { useOneAtATime } from '../../platform/useOneAtATime';
import { appName, idleMinutes } from '../../platform/config';
import { t, useLocale, type MessageKey } from '../../platform/i18n/i18n';
import { LanguageSwitch } from '../../platform/i18n/LanguageSwitch';
import { loginFailedMessage, sessionEndedMessage } from '../../platform/session/messages';
import { fromState, returnPath, sessionEndedBy, sessionEndedState } from '../../platform/session/returnTo';
import { listenToTabs } from '../../platform/session/tabChannel';

// The sign-in code (the HTTP client with it) loads on the first submit, not with the page: a first
// visit downloads only what paints the form (the /login budget, scripts/budget.mjs).
const loadSignIn = () => import('../../platform/session/session');
import { useT as useLoginT, type LoginMessageKey } from './messages';
import { Brand, DemoBox, Form, FormAlert, HelpRow, LoginMain, LoginPanel, Title } from './LoginPage.styles';

export interface LoginDemoAccount {
  username: string;
  password: string;
  /** What signing in with it shows (a message of this page, said in the interface language). */
  note: LoginMessageKey;
}

export interface LoginPageProps {
  /** Demo mode only: accounts to list (and fill in) under the form. */
  demoAccounts?: readonly LoginDemoAccount[];
}

/**
 * The sign-in screen. Only administrators get in; anyone else sees "Access denied. Admin
 * privileges required." and nothing is stored. After signing in, the administrator returns to
 * the page they wanted (same-origin app paths only), else /fees.
 */
export function LoginPage({ demoAccounts }: LoginPageProps) {
  useLocale(); // the texts below follow the interface language
  useDocumentTitle(t('login.pageTitle'));
  const navigate = useNavigate();
  const location = useLocation();
  const titleId = useId();
  const helpId = useId();
  const endedBy = sessionEndedBy(location.state);
  // Signed in in another tab of the console (the cookie is shared): this one goes where it was going too.
  useEffect(
    () =>
      listenToTabs((message) => {
        if (message.type === 'signed-in') navigate(returnPath(fromState(location.state)), { replace: true });
      }),
    [navigate, location.state],
  );

  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [trustThisPc, setTrustThisPc] = useState(false);
  const [errors, setErrors] = useState<{ username?: MessageKey; password?: MessageKey }>({});
  const [message, setMessage] = useState<ReactNode>('');
  const [submitting, setSubmitting] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  // Two Enters within one task send one sign-in (the lock is taken at once, before `submitting` is drawn).
  const oneAtATime = useOneAtATime();
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    usernameRef.current?.focus();
  }, []);

  const onUsername = (event: ChangeEvent<HTMLInputElement>) => {
    setUsername(event.target.value);
    if (errors.username) setErrors((e) => ({ ...e, username: undefined }));
  };
  const onPassword = (event: ChangeEvent<HTMLInputElement>) => {
    setPassword(event.target.value);
    if (errors.password) setErrors((e) => ({ ...e, password: undefined }));
  };

  const fill = (account: LoginDemoAccount) => {
    setUsername(account.username);
    setPassword(account.password);
    setErrors({});
    setMessage('');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Signed in, the page stays busy until the next one shows: a later Enter sends nothing.
    if (submitting) return;
    const name = username.trim();
    const nextErrors: { username?: MessageKey; password?: MessageKey } = {
      username: name ? undefined : 'login.usernameRequired',
      password: password ? undefined : 'login.passwordRequired',
    };
    setErrors(nextErrors);
    if (nextErrors.username || nextErrors.password) {
      (nextErrors.username ? usernameRef : passwordRef).current?.focus();
      return;
    }
    await oneAtATime(async () => {
      setSubmitting(true);
      setMessage('');
      try {
        const { signIn } = await loadSignIn();
        await signIn({ username: name, password, trustThisPc });
        navigate(returnPath(fromState(location.state)), { replace: true });
      } catch (error) {
        // The sign-in code could not load (a lost connection): the sign-in failed, say so.
        const session = await loadSignIn().catch(() => null);
        setMessage(session ? session.loginFailureMessage(error) : loginFailedMessage());
        setSubmitting(false);
      }
    });
  };

  return (
    <LoginMain id="main-content">
      {/* Fixed at the top of the viewport; inside the page's one landmark. */}
      <GlobalLoadingBar />
      <LoginPanel>
        <LanguageSwitch />
        <Brand lang="en">{appName}</Brand>
        <Title id={titleId}>{t('login.title')}</Title>
        {sessionEndedState(location.state) && (
          <InlineAlert tone="info" title={t('login.sessionEnded')}>
            {sessionEndedMessage(endedBy, idleMinutes)}
          </InlineAlert>
        )}
        {/* Always mounted (role="alert"), so the outcome is announced when its text arrives. */}
        <FormAlert tone="error">{message}</FormAlert>
        <Form noValidate aria-labelledby={titleId} onSubmit={onSubmit}>
          <TextField
            ref={usernameRef}
            label={t('login.username')}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={username}
            onChange={onUsername}
            error={errors.username && t(errors.username)}
          />
          <PasswordField
            ref={passwordRef}
            label={t('login.password')}
            showLabel={t('login.showPassword')}
            hideLabel={t('login.hidePassword')}
            name="password"
            required
            value={password}
            onChange={onPassword}
            error={errors.password && t(errors.password)}
          />
          <Checkbox label={t('login.trustThisPc')} name="trust" checked={trustThisPc} onChange={(e) => setTrustThisPc(e.target.checked)} />
          <Button type="submit" fullWidth loading={submitting}>
            {t('login.submit')}
          </Button>
          <HelpRow>
            <Button variant="ghost" size="sm" aria-expanded={helpOpen} aria-controls={helpId} onClick={() => setHelpOpen((open) => !open)}>
              {t('login.forgot')}
            </Button>
            {/* Opened by the user (the button says it is expanded): no live announcement on top. */}
            <InlineAlert tone="info" live="off" id={helpId} hidden={!helpOpen}>
              {t('login.forgotHelp')}
            </InlineAlert>
          </HelpRow>
        </Form>
        {demoAccounts && demoAccounts.length > 0 && <DemoAccounts accounts={demoAccounts} titleId={`${titleId}-demo`} onUse={fill} />}
      </LoginPanel>
    </LoginMain>
  );
}

/** The demo backend's accounts, each with a button that fills the form (the demo app only). */
function DemoAccounts({
  accounts,
  titleId,
  onUse,
}: {
  accounts: readonly LoginDemoAccount[];
  titleId: string;
  onUse: (account: LoginDemoAccount) => void;
}) {
  const loginT = useLoginT();
  return (
    <DemoBox aria-labelledby={titleId}>
      <h2 id={titleId}>{t('login.demoTitle')}</h2>
      <p>{t('login.demoIntro')}</p>
      <ul>
        {accounts.map((account) => (
          <li key={account.username}>
            <span>
              <code>{account.username}</code> / <code>{account.password}</code>
              <br />
              {loginT(account.note)}
            </span>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onUse(account)}
              aria-label={t('login.demoUseLabel', { username: account.username })}
            >
              {t('login.demoUse')}
            </Button>
          </li>
        ))}
      </ul>
    </DemoBox>
  );
}
