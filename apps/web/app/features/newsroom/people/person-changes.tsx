import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import {
  ADMIN_ROLE_ID,
  EDITOR_ROLE_ID,
  READER_ROLE_ID,
  REPORTER_ROLE_ID,
  ROLE_TYPES,
  type RoleType,
} from '@vaarta/core/constants';
import { browserApi, browserReads } from '../../../api/browser';
import {
  assignDistricts,
  assignLanguages,
  changeRole,
  setAccountStatus,
  type Person,
} from '../../../api/newsroom-people';
import { fetchDistricts, fetchStates } from '../../../api/places';
import { useEdition } from '../../../lib/edition-context';
import { formatNumber } from '../../../lib/format';
import { BUTTON } from '../../../ui/buttons';
import { SelectField } from '../../../ui/form-fields';
import { FormMessage } from '../../../ui/form-message';
import { useDeskFailure } from '../desk/desk-failure';
import { useNamesLanguage } from '../desk/language-select';
import { afterDeskChange } from '../desk/query-keys';

const ROLE_ID: Record<RoleType, string> = {
  reader: READER_ROLE_ID,
  reporter: REPORTER_ROLE_ID,
  editor: EDITOR_ROLE_ID,
  admin: ADMIN_ROLE_ID,
};

type Change =
  | { role: RoleType }
  | { languages: string[] }
  | { districts: string[] }
  | { status: Person['status'] };

/**
 * What an Admin changes of a person: the role; an editor's languages or a reporter's districts;
 * suspend or restore. The server refuses an Admin's own account in its own words, shown here.
 */
export function PersonChanges({ person, onClose }: { person: Person; onClose: () => void }) {
  const { t } = useTranslation('newsroom', { keyPrefix: 'screens.people' });
  const failure = useDeskFailure();
  const queryClient = useQueryClient();
  const messageId = useId();
  const [role, setRole] = useState<RoleType>(person.roleType);
  const change = useMutation({
    mutationFn: (what: Change) => {
      if ('role' in what) return changeRole(browserApi, person.id, ROLE_ID[what.role]);
      if ('languages' in what) return assignLanguages(browserApi, person.id, what.languages);
      if ('districts' in what) return assignDistricts(browserApi, person.id, what.districts);
      return setAccountStatus(browserApi, person.id, what.status);
    },
    onSuccess: (_, what) => {
      toast.success(t(`done.${Object.keys(what)[0]}`));
      return afterDeskChange(queryClient);
    },
  });
  const suspended = person.status === 'suspended';
  return (
    <div className="flex flex-col gap-4 rounded-md bg-raised p-3" data-testid="person-changes">
      <FormMessage
        id={messageId}
        error={change.isError ? failure(change.error) : null}
        testId="person-message"
      />
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-40 flex-1">
          <SelectField
            label={t('role')}
            value={role}
            aria-describedby={messageId}
            onChange={(event) => setRole(event.target.value as RoleType)}
            data-testid="person-role-select"
          >
            {ROLE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`roles.${type}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <button
          type="button"
          className={BUTTON.primary}
          disabled={change.isPending || role === person.roleType}
          onClick={() => change.mutate({ role })}
          data-testid="person-role-save"
        >
          {t('saveRole')}
        </button>
      </div>
      {person.roleType === 'editor' ? (
        <LanguageAssignment
          person={person}
          pending={change.isPending}
          onSave={(languages) => change.mutate({ languages })}
        />
      ) : null}
      {person.roleType === 'reporter' ? (
        <DistrictAssignment
          person={person}
          pending={change.isPending}
          onSave={(districts) => change.mutate({ districts })}
        />
      ) : null}
      <div className="flex flex-wrap gap-2 border-t border-line pt-3">
        <button
          type="button"
          className={suspended ? BUTTON.primary : BUTTON.secondary}
          disabled={change.isPending}
          onClick={() => change.mutate({ status: suspended ? 'active' : 'suspended' })}
          data-testid="person-status"
        >
          {suspended ? t('restore') : t('suspend')}
        </button>
        <button type="button" className={BUTTON.text} onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </div>
  );
}

interface AssignmentProps {
  person: Person;
  pending: boolean;
  onSave: (ids: string[]) => void;
}

/** The languages an editor edits and publishes for, as boxes to tick. */
function LanguageAssignment({ person, pending, onSave }: AssignmentProps) {
  const { t } = useTranslation('newsroom', { keyPrefix: 'screens.people' });
  const { languages } = useEdition();
  const [chosen, setChosen] = useState(() => new Set(person.languageIds));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold">{t('languages')}</legend>
      <ChoiceBoxes
        options={languages}
        chosen={chosen}
        onToggle={(id) => setChosen(toggled(chosen, id))}
        className="flex flex-wrap gap-x-4 gap-y-2"
      />
      <button
        type="button"
        className={`${BUTTON.secondary} self-start`}
        disabled={pending}
        onClick={() => onSave([...chosen])}
        data-testid="person-languages-save"
      >
        {t('saveLanguages')}
      </button>
    </fieldset>
  );
}

/** The districts a reporter files for: a state's districts as boxes; others stay as they are. */
function DistrictAssignment({ person, pending, onSave }: AssignmentProps) {
  const { t, i18n } = useTranslation('newsroom', { keyPrefix: 'screens.people' });
  const namesIn = useNamesLanguage();
  const [stateId, setStateId] = useState('');
  const [chosen, setChosen] = useState(() => new Set(person.districtIds));
  const states = useQuery({
    queryKey: ['states', namesIn],
    queryFn: () => fetchStates(browserReads, namesIn),
    enabled: Boolean(namesIn),
  });
  const districts = useQuery({
    queryKey: ['districts', namesIn, stateId],
    queryFn: () => fetchDistricts(browserReads, namesIn, stateId),
    enabled: Boolean(namesIn && stateId),
  });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold">
        {t('districts', { districts: formatNumber(chosen.size, i18n.language) })}
      </legend>
      <SelectField
        label={t('state')}
        value={stateId}
        onChange={(event) => setStateId(event.target.value)}
      >
        <option value="">{t('chooseState')}</option>
        {(states.data ?? []).map((state) => (
          <option key={state.id} value={state.id}>
            {state.name}
          </option>
        ))}
      </SelectField>
      <ChoiceBoxes
        options={districts.data ?? []}
        chosen={chosen}
        onToggle={(id) => setChosen(toggled(chosen, id))}
        className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3"
      />
      <button
        type="button"
        className={`${BUTTON.secondary} self-start`}
        disabled={pending}
        onClick={() => onSave([...chosen])}
        data-testid="person-districts-save"
      >
        {t('saveDistricts')}
      </button>
    </fieldset>
  );
}

/** Boxes to tick, one per option, each labelled with its name. */
function ChoiceBoxes({
  options,
  chosen,
  onToggle,
  className,
}: {
  options: readonly { id: string; name: string }[];
  chosen: Set<string>;
  onToggle: (id: string) => void;
  className: string;
}) {
  return (
    <div className={className}>
      {options.map((option) => (
        <label key={option.id} className="flex items-center gap-2">
          <input
            type="checkbox"
            className="size-4"
            checked={chosen.has(option.id)}
            onChange={() => onToggle(option.id)}
          />
          {option.name}
        </label>
      ))}
    </div>
  );
}

function toggled(set: Set<string>, id: string): Set<string> {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
