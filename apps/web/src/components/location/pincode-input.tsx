import { MapPin } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { PincodeLookup } from '@kalasetu/shared/locations';
import { ApiError } from '../../lib/api-client';
import { lookUpPincode } from '../../lib/pincode';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';

const isPin = (value: string) => /^\d{6}$/.test(value);

type Status =
  { kind: 'idle' } | { kind: 'busy' } | { kind: 'found'; text: string } | { kind: 'error'; text: string };

/**
 * A 6-digit PIN code that fills the place: once six digits are typed the server says which state and district it is
 * in (`onFound`). Not stored itself; the state and district stay editable, and a PIN the table does not know says so.
 */
export function PincodeInput({
  onFound,
  initialPin = '',
}: {
  onFound(place: PincodeLookup): void;
  /** A PIN found elsewhere (the address given at sign-up), looked up at once. */
  initialPin?: string;
}) {
  const { t } = useTranslation();
  const [pin, setPin] = useState(initialPin);
  const [status, setStatus] = useState<Status>(isPin(initialPin) ? { kind: 'busy' } : { kind: 'idle' });
  const pending = useRef<AbortController | null>(null);

  const latestOnFound = useRef(onFound);
  useEffect(() => {
    latestOnFound.current = onFound;
  });

  /** Asks the server; only the latest PIN typed answers (an earlier question is aborted). */
  const ask = (value: string, found: (place: PincodeLookup) => void) => {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    lookUpPincode(value, controller.signal)
      .then((place) => {
        found(place);
        const state = t(`options.state.${place.state}`);
        setStatus({ kind: 'found', text: place.district ? `${place.district}, ${state}` : state });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setStatus({
          kind: 'error',
          text: error instanceof ApiError ? error.message : t('common.unexpectedError'),
        });
      });
  };
  const askRef = useRef(ask);
  useEffect(() => {
    askRef.current = ask;
  });

  // The PIN handed in (from the address) is looked up once, when the form opens.
  useEffect(() => {
    if (isPin(initialPin)) askRef.current(initialPin, (place) => latestOnFound.current(place));
    return () => pending.current?.abort();
  }, [initialPin]);

  const change = (raw: string) => {
    const value = raw.replace(/\D/g, '').slice(0, 6);
    setPin(value);
    if (!isPin(value)) {
      pending.current?.abort();
      setStatus({ kind: 'idle' });
      return;
    }
    setStatus({ kind: 'busy' });
    ask(value, onFound);
  };

  return (
    <div>
      <FormField
        label={t('options.pincode.label')}
        hint={t('options.pincode.hint')}
        error={status.kind === 'error' ? status.text : undefined}
      >
        <Input
          value={pin}
          onChange={(event) => change(event.target.value)}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          pattern="[1-9][0-9]{5}"
          placeholder="415612"
        />
      </FormField>
      <p role="status" className="mt-1 flex min-h-5 items-center gap-1 text-sm text-emerald-800">
        {status.kind === 'found' ? (
          <>
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {t('options.pincode.found', { place: status.text })}
          </>
        ) : status.kind === 'busy' ? (
          <span className="text-stone-600">{t('options.pincode.looking')}</span>
        ) : null}
      </p>
    </div>
  );
}
