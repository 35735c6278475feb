// @vitest-environment happy-dom
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/use-translation.tsx';
import { TextArea } from './text-area.tsx';
import { TextField } from './text-field.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let sent = '';
function Form({ area = false }: { area?: boolean }) {
  const [account, setAccount] = useState('');
  const [seen, setSeen] = useState(0);
  return (
    <I18nProvider lang="en">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          sent = account;
        }}
      >
        {area ? (
          <TextArea label="Message" value={account} onValue={setAccount} testId="field" />
        ) : (
          <TextField label="E-mail or username" value={account} onValue={setAccount} testId="field" />
        )}
        {/* Any later render of the form, as a store settling after hydration causes. */}
        <button type="button" data-testid="again" onClick={() => setSeen(seen + 1)} />
        <button type="submit" data-testid="send" />
      </form>
    </I18nProvider>
  );
}

/** A server-rendered form a fan types into before the scripts hydrated it. */
async function typedBeforeHydration(area: boolean, typed: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form area={area} />);
  document.body.append(container);
  const field = container.querySelector<HTMLInputElement | HTMLTextAreaElement>('[data-testid="field"]')!;
  field.value = typed;
  await act(async () => {
    hydrateRoot(container, <Form area={area} />);
  });
  const click = (id: string) =>
    act(async () => container.querySelector<HTMLButtonElement>(`[data-testid="${id}"]`)!.click());
  await click('again');
  await click('send');
  return field;
}

describe('a field typed into before hydration', () => {
  it('keeps the text and sends it (an input)', async () => {
    const field = await typedBeforeHydration(false, 'ronaldo9');
    expect(field.value).toBe('ronaldo9');
    expect(sent).toBe('ronaldo9');
  });

  it('keeps the text and sends it (a text area)', async () => {
    const field = await typedBeforeHydration(true, 'Vamos, Brasil!');
    expect(field.value).toBe('Vamos, Brasil!');
    expect(sent).toBe('Vamos, Brasil!');
  });
});
