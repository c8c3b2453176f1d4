import {
  type RequirementSection,
  type Requirements,
  type SaveRequirements,
  saveRequirementsSchema,
} from '@procura/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../platform/api/client.ts';
import { i18n } from '../../../platform/i18n/index.ts';
import { readRefusal } from '../../../ui/form-errors.ts';
import { notifySaved } from '../../../ui/notify.ts';
import { schemaErrors } from '../../../ui/schema-errors.ts';
import {
  fetchRequirements,
  saveOf,
  saveRequirements,
  useRefreshRequirements,
  useRequirementKey,
} from '../api/requirements-queries.ts';

/** What a section's page edits of the requirements: its text, and the titles of its section. */
export type RequirementsDraft = {
  text: string;
  specificationsTitle: string;
  bondTitle: string;
  allowDigitalBonds: boolean;
};

function draftOf(requirements: Requirements, section: RequirementSection): RequirementsDraft {
  return {
    text: requirements.texts[section] ?? '',
    specificationsTitle: requirements.specificationsTitle,
    bondTitle: requirements.bondTitle,
    allowDigitalBonds: requirements.allowDigitalBonds,
  };
}

const sameDraft = (a: RequirementsDraft, b: RequirementsDraft) =>
  a.text === b.text &&
  a.specificationsTitle === b.specificationsTitle &&
  a.bondTitle === b.bondTitle &&
  a.allowDigitalBonds === b.allowDigitalBonds;

/** The part of the requirements a section's page saves: its text, and its section's titles. */
function saveWith(
  requirements: Requirements,
  section: RequirementSection,
  draft: RequirementsDraft,
): SaveRequirements {
  const changes: Partial<SaveRequirements> = { texts: { [section]: draft.text } };
  if (section === 'Specifications') changes.specificationsTitle = draft.specificationsTitle;
  if (section === 'Security') {
    changes.bondTitle = draft.bondTitle;
    changes.allowDigitalBonds = draft.allowDigitalBonds;
  }
  return saveOf(requirements, changes);
}

/** The server's field refusals, by the draft field they belong to. */
const fieldOfKey = { specificationTitleInvalid: 'specificationsTitle' };
/** Refusals after which the page must show the requirements as the server now has them. */
const lockKeys = ['requirementsLocked', 'requirementsHaveSubmissions'];

/**
 * The draft of a section page's part of the requirements, checked by the contract's save schema as
 * it is typed, and saved with the version read (409 requirementsStaleVersion asks to reload).
 * A newer version read while nothing is changed replaces the draft; typed changes are never lost.
 */
export function useRequirementsDraft(requirements: Requirements, section: RequirementSection) {
  const queryClient = useQueryClient();
  const keys = useRequirementKey();
  const refresh = useRefreshRequirements(requirements.tenderId);
  const [draft, setDraft] = useState(() => draftOf(requirements, section));
  const [baseline, setBaseline] = useState(() => draftOf(requirements, section));
  const [shownVersion, setShownVersion] = useState(requirements.version);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [saving, setSaving] = useState(false);
  const dirty = !sameDraft(draft, baseline);

  // Adjusting state while rendering, as React advises for state derived from a changed prop.
  if (requirements.version !== shownVersion) {
    setShownVersion(requirements.version);
    if (!dirty) {
      setDraft(draftOf(requirements, section));
      setBaseline(draftOf(requirements, section));
    }
  }

  const errors = {
    ...schemaErrors(saveRequirementsSchema, saveWith(requirements, section, draft)),
    ...serverErrors,
  };

  function show(next: Requirements) {
    const fresh = draftOf(next, section);
    setDraft(fresh);
    setBaseline(fresh);
    setShownVersion(next.version);
    queryClient.setQueryData(keys.requirements(next.tenderId), next);
  }

  async function save() {
    if (Object.keys(errors).length > 0) return;
    setSaving(true);
    setFailure(null);
    setStale(false);
    try {
      show(await saveRequirements(keys.node, saveWith(requirements, section, draft)));
      notifySaved();
    } catch (error) {
      const refusal = readRefusal(error, fieldOfKey);
      setServerErrors(refusal.fields);
      setFailure(refusal.general);
      setStale(isApiError(error) && error.keys.includes('requirementsStaleVersion'));
      if (isApiError(error) && error.keys.some((key) => lockKeys.includes(key))) await refresh();
    } finally {
      setSaving(false);
    }
  }

  /** Drops the draft for the requirements as the server has them now. */
  async function reload() {
    setFailure(null);
    setStale(false);
    setServerErrors({});
    try {
      show(await fetchRequirements(keys.node, requirements.tenderId));
    } catch {
      setFailure(i18n.t('requirementsLoadFailed'));
    }
  }

  function change(changes: Partial<RequirementsDraft>) {
    setDraft((current) => ({ ...current, ...changes }));
    setServerErrors({});
  }

  return {
    draft,
    dirty,
    errors,
    failure,
    stale,
    saving,
    change,
    save,
    reload,
    discard: () => {
      setDraft(baseline);
      setServerErrors({});
      setFailure(null);
    },
  };
}
