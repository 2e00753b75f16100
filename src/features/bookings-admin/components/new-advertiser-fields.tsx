import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { advertiserName, DuplicateAdvertiserError, type Advertiser } from '@/lib/advertisers/advertisers';
import { useCreateAdvertiser } from '../api/create-advertiser';
import { newAdvertiserSchema } from '../lib/new-advertiser-schema';

export const NEW_ADVERTISER_TEXT = {
  legend: 'New advertiser',
  company: 'Company',
  contact: 'Contact name',
  email: 'E-mail',
  phone: 'Phone',
  create: 'Create advertiser',
  creating: 'Creating...',
  cancel: 'Cancel',
  offerExisting: (name: string) => `Use ${name}`,
  failed: 'Not created: ',
} as const;

const inputClass = 'mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm';

export interface NewAdvertiserFieldsProps {
  onCreated: (advertiser: Advertiser) => void;
  onCancel: () => void;
}

/**
 * The details of an advertiser not yet on file. Not a form of its own (it sits
 * inside the phone-sale form): its button creates the row. An e-mail already
 * on file, in any case, is refused and the advertiser who has it is offered.
 */
export function NewAdvertiserFields({ onCreated, onCancel }: NewAdvertiserFieldsProps) {
  const id = useId();
  const create = useCreateAdvertiser();
  const [values, setValues] = useState({ company: '', contact_name: '', email: '', phone: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [existing, setExisting] = useState<Advertiser | null>(null);

  function submit() {
    setExisting(null);
    const parsed = newAdvertiserSchema.safeParse(values);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    create.mutate(parsed.data, {
      onSuccess: onCreated,
      onError: (error) => {
        setProblem(error instanceof DuplicateAdvertiserError ? error.message : `${NEW_ADVERTISER_TEXT.failed}${error.message}`);
        if (error instanceof DuplicateAdvertiserError) setExisting(error.existing);
      },
    });
  }

  const field = (key: keyof typeof values, label: string, type: 'text' | 'email' | 'tel' = 'text') => (
    <Field id={`${id}-${key}`} label={label}>
      <input
        id={`${id}-${key}`}
        type={type}
        value={values[key]}
        onChange={(event) => setValues((v) => ({ ...v, [key]: event.target.value }))}
        className={inputClass}
      />
    </Field>
  );

  return (
    <fieldset className="rounded-md border border-gray-200 p-3">
      <legend className="px-1 text-sm font-semibold">{NEW_ADVERTISER_TEXT.legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {field('company', NEW_ADVERTISER_TEXT.company)}
        {field('contact_name', NEW_ADVERTISER_TEXT.contact)}
        {field('email', NEW_ADVERTISER_TEXT.email, 'email')}
        {field('phone', NEW_ADVERTISER_TEXT.phone, 'tel')}
      </div>
      {problem ? (
        <div role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p>{problem}</p>
          {existing ? (
            <Button size="sm" variant="outline" className="mt-2" onClick={() => onCreated(existing)}>
              {NEW_ADVERTISER_TEXT.offerExisting(advertiserName(existing))}
            </Button>
          ) : null}
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={submit} disabled={create.isPending}>
          {create.isPending ? NEW_ADVERTISER_TEXT.creating : NEW_ADVERTISER_TEXT.create}
        </Button>
        <Button size="sm" variant="outline" onClick={onCancel}>
          {NEW_ADVERTISER_TEXT.cancel}
        </Button>
      </div>
    </fieldset>
  );
}
