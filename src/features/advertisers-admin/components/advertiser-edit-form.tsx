import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { advertiserName, type Advertiser } from '@/lib/advertisers/advertisers';
import { toast } from '@/lib/toast';
import { useUpdateAdvertiser } from '../api/use-advertisers';
import { advertiserDetailsSchema } from '../lib/advertiser-schema';

export const EDIT_TEXT = {
  company: 'Company',
  contact: 'Contact name',
  email: 'E-mail',
  phone: 'Phone',
  notes: 'Notes',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  saved: (name: string) => `${name} was saved.`,
  failed: 'Not saved: ',
} as const;

const inputClass = 'mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm';

export interface AdvertiserEditFormProps {
  advertiser: Advertiser;
  onDone: () => void;
}

/** An advertiser's details, edited in place in the list. */
export function AdvertiserEditForm({ advertiser, onDone }: AdvertiserEditFormProps) {
  const id = useId();
  const update = useUpdateAdvertiser();
  const [values, setValues] = useState({
    company: advertiser.company ?? '',
    contact_name: advertiser.contact_name,
    email: advertiser.email ?? '',
    phone: advertiser.phone ?? '',
    notes: advertiser.notes ?? '',
  });
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = advertiserDetailsSchema.safeParse(values);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    update.mutate(
      { id: advertiser.id, details: parsed.data },
      {
        onSuccess: (saved) => {
          toast.success(EDIT_TEXT.saved(advertiserName(saved)));
          onDone();
        },
        onError: (error) => setProblem(`${EDIT_TEXT.failed}${error.message}`),
      },
    );
  }

  const set = (key: keyof typeof values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: event.target.value }));
  const input = (key: Exclude<keyof typeof values, 'notes'>, label: string, type = 'text') => (
    <Field id={`${id}-${key}`} label={label}>
      <input id={`${id}-${key}`} type={type} value={values[key]} onChange={set(key)} className={inputClass} />
    </Field>
  );

  return (
    <form noValidate onSubmit={submit} aria-label={`Edit ${advertiserName(advertiser)}`} className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        {input('company', EDIT_TEXT.company)}
        {input('contact_name', EDIT_TEXT.contact)}
        {input('email', EDIT_TEXT.email, 'email')}
        {input('phone', EDIT_TEXT.phone, 'tel')}
      </div>
      <Field id={`${id}-notes`} label={EDIT_TEXT.notes}>
        <textarea id={`${id}-notes`} rows={3} value={values.notes} onChange={set('notes')} className={inputClass} />
      </Field>
      {problem ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" variant="secondary" disabled={update.isPending}>
          {update.isPending ? EDIT_TEXT.saving : EDIT_TEXT.save}
        </Button>
        <Button size="sm" variant="outline" onClick={onDone}>
          {EDIT_TEXT.cancel}
        </Button>
      </div>
    </form>
  );
}
