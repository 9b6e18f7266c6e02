import { Accordion, Anchor, Skeleton, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CONTENT_TYPE, useContent, useContentList } from '@/lib/content';
import { ContentBody } from '@/components/ui/ContentBody';
import classes from './FaqPage.module.css';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { QuestionIcon } from '@/components/ui/icons';
import { Loading } from '@/components/ui/Loading';
import { PageFrame } from '@/components/ui/PageFrame';
import { errorMessage } from '@/lib/api-client';

/** One answer, loaded the first time its question is opened. */
function Answer({ id, open }: { id: number; open: boolean }) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  const answer = useContent(wanted ? id : null);
  if (answer.data) return <ContentBody body={answer.data.body} />;
  if (answer.isError) {
    return (
      <Text size="sm" c="red.8" role="alert">
        {t('help.faq.answerFailed')} {errorMessage(answer.error)}
      </Text>
    );
  }
  return (
    <div aria-busy="true">
      <Skeleton height={14} my={8} />
      <Skeleton height={14} my={8} width="85%" />
      <Skeleton height={14} my={8} width="60%" />
    </div>
  );
}

/**
 * /help/faq (SPEC §2): the questions of content type 5, opened one or more at a time; each
 * answer is fetched when first opened. `?id=` opens that question.
 */
export function FaqPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const list = useContentList(CONTENT_TYPE.faq);
  const [open, setOpen] = useState<string[]>(() => {
    const id = params.get('id');
    return id && /^\d+$/.test(id) ? [id] : [];
  });

  return (
    <PageFrame title={t('help.faq.title')} description={t('help.faq.description')}>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <ErrorState
          title={t('help.faq.loadFailed')}
          description={errorMessage(list.error)}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.length === 0 ? (
        <EmptyState icon={<QuestionIcon size={24} />} title={t('help.faq.empty')} />
      ) : (
        <>
          <Accordion
            multiple
            value={open}
            onChange={setOpen}
            chevronPosition="right"
            transitionDuration={150}
            variant="default"
            classNames={{
              root: classes.accordion,
              item: classes.item,
              control: classes.control,
              label: classes.label,
              content: classes.content,
            }}
          >
            {list.data.map((item) => (
              <Accordion.Item key={item.id} value={String(item.id)}>
                <Accordion.Control>{item.title}</Accordion.Control>
                <Accordion.Panel>
                  <Answer id={item.id} open={open.includes(String(item.id))} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
          <Text size="sm" c="gray.7" className={classes.more}>
            {t('help.faq.stillStuck')}{' '}
            <Anchor component={Link} to="/profile/kefu" fw={600}>
              {t('help.faq.contact')}
            </Anchor>
          </Text>
        </>
      )}
    </PageFrame>
  );
}
