import { PageHeader } from '@admin-console/admin-ui';
import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { useT } from './messages';

/**
 * A review page of the record in the address. One review per record: another id (the next case, Back,
 * Forward) starts afresh: its reason, its dialogs, its files, and its one decision at a time (a decision
 * still sent for the last record does not hold this one's back).
 */
export function ReviewById({ review: Review }: { review: ComponentType<{ id: string }> }) {
  const { id = '' } = useParams();
  return <Review key={id} id={id} />;
}

/** A review page's heading, with its link back to the list it came from (Esc). */
export function ReviewHeader({ title, backTo, listTitle }: { title: string; backTo: string; listTitle: string }) {
  const t = useT();
  return <PageHeader title={title} back={{ to: backTo, label: t('review-shared.backTo', { place: listTitle }), keyshortcuts: 'Escape' }} />;
}
