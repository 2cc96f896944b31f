import { EARLY_SUBMIT } from '@atelier/core';
import { act, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { holdEarlySubmit } from './early-submit';
import { EARLY_SUBMIT_FORM, useSubmittedBeforeStart, useTypedBeforeStart } from './use-typed-before-start';

/** A server-rendered form as the login and register pages have it: a field, a button, what it sends. */
const TypedForm = ({ sent }: { sent: string[] }) => {
  const [name, setName] = useState('');
  const typed = useTypedBeforeStart(name, setName);
  const formRef = useSubmittedBeforeStart();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    sent.push(name);
  };
  return (
    <form ref={formRef} method="dialog" onSubmit={onSubmit} {...EARLY_SUBMIT_FORM}>
      <input ref={typed} aria-label="name" value={name} onChange={(event) => setName(event.currentTarget.value)} />
      <button type="submit">send</button>
    </form>
  );
};

describe('a form typed in and sent while the app takes the server page over', () => {
  let root: Root | undefined;
  let container: HTMLElement | undefined;
  const hold = (event: Event) => holdEarlySubmit(event as SubmitEvent);

  afterEach(async () => {
    document.removeEventListener('submit', hold, true);
    await act(async () => root?.unmount());
    container?.remove();
  });

  /** The server's page, typed in before the app runs; site-entry.ts's listener holds early submits. */
  const serverPage = (sent: string[]) => {
    container = document.createElement('div');
    container.innerHTML = renderToString(<TypedForm sent={sent} />);
    document.body.append(container);
    document.addEventListener('submit', hold, true);
    const input = container.querySelector('input');
    const button = container.querySelector('button');
    if (!input || !button) throw new Error('form not drawn');
    input.value = 'Ion Popescu';
    return { button, form: container.querySelector('form') };
  };

  it('sends what was typed when the tap that sends it is the one that makes React take the page over', async () => {
    const sent: string[] = [];
    const { button } = serverPage(sent);
    // The tap lands while React hydrates: React hydrates at once for it and runs the effects, then
    // the browser sends the form. That submit must not reach the first render's empty state.
    root = hydrateRoot(container as HTMLElement, <TypedForm sent={sent} />);
    button.click();
    await act(async () => {});
    expect(sent).toEqual(['Ion Popescu']);
  });

  it('sends once, with what was typed, a form sent before the app ran', async () => {
    const sent: string[] = [];
    const { button, form } = serverPage(sent);
    button.click();
    expect(form?.getAttribute(EARLY_SUBMIT.attribute)).toBe(EARLY_SUBMIT.pressed);
    expect(sent).toEqual([]);
    await act(async () => {
      root = hydrateRoot(container as HTMLElement, <TypedForm sent={sent} />);
    });
    expect(sent).toEqual(['Ion Popescu']);
    expect(form?.getAttribute(EARLY_SUBMIT.attribute)).toBe(EARLY_SUBMIT.ready);
  });
});
