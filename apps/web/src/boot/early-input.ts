/**
 * What a traveller types and sends before the app is live. The page arrives rendered and its code
 * follows after load (boot.ts), so on a slow phone someone can fill the sign-in form before the app
 * listens to it. Left alone, the browser would send that form its own way, a GET with every field,
 * the password among them, in the address; and hydration would keep the typed text on screen while
 * the form's state still held the server's empty values.
 *
 * So until the page is live, submits are held (and the boot is hurried), and once it is live the
 * typed values are handed to the app as if typed now and the last held submit is sent again.
 * What was typed is recorded as it is typed, not only read off the page at the end: a change the
 * app sees between hydration and `<html data-hydrated>` re-renders its form, whose state then
 * empties the fields typed earlier.
 * (React 19 keeps what was typed on screen when it hydrates a controlled field, but its state keeps
 * the server's value and no change event is fired for it.)
 */

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface HeldSubmit {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

const isControl = (node: EventTarget | null): node is Control =>
  node instanceof HTMLInputElement ||
  node instanceof HTMLTextAreaElement ||
  node instanceof HTMLSelectElement;

/** What the traveller left in a control, if it differs from what the server rendered. */
function typedBeforeHydration(control: Control): string | boolean | undefined {
  if (control instanceof HTMLInputElement && control.type === 'checkbox') {
    return control.checked !== control.defaultChecked ? control.checked : undefined;
  }
  if (control instanceof HTMLInputElement && control.type === 'radio') {
    // Only the newly chosen radio speaks; the one it replaced follows in React's state.
    return control.checked && !control.defaultChecked ? true : undefined;
  }
  if (control instanceof HTMLSelectElement) {
    const changed = Array.from(control.options).some(
      (option) => option.selected !== option.defaultSelected,
    );
    return changed ? control.value : undefined;
  }
  return control.value !== control.defaultValue ? control.value : undefined;
}

/** What an input or change event left in a control (a radio speaks only when chosen). */
function typedNow(control: Control): string | boolean | undefined {
  if (control instanceof HTMLInputElement && control.type === 'checkbox') return control.checked;
  if (control instanceof HTMLInputElement && control.type === 'radio') {
    return control.checked ? true : undefined;
  }
  return control.value;
}

/**
 * Tells the app about a value its state does not hold. React notices a change by comparing the DOM
 * with the last value it set itself, so that value is first made a different one, then the typed
 * one is written past React's tracking and the usual event follows.
 */
function handOver(control: Control, typed: string | boolean) {
  if (typeof typed === 'boolean') {
    (control as HTMLInputElement).checked = !typed;
    (control as HTMLInputElement).click();
    return;
  }
  control.value = typed === '' ? ' ' : '';
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, typed);
  const type = control instanceof HTMLSelectElement ? 'change' : 'input';
  control.dispatchEvent(new Event(type, { bubbles: true }));
}

/**
 * How long a submit waits for the app. Past it the form goes the browser's own way, a POST to its
 * page that the server answers (decision 0024): a phone whose app code never comes (a dropped
 * connection, scripts blocked) still gets an answer.
 */
export const HOLD_LIMIT_MS = 4000;

/**
 * Holds submits until `<html data-hydrated>` appears, for at most `HOLD_LIMIT_MS`. `hurry` starts
 * the boot at once: someone who focuses a field or sends a form should not wait for the page's
 * last image to load.
 */
export function holdEarlyInput(hurry: () => void) {
  const root = document.documentElement;
  let held: HeldSubmit | null = null;
  let limit: number | undefined;
  /** The traveller's latest value of each control typed in while the page was not live. */
  const recorded = new Map<Control, string | boolean | undefined>();

  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    held = { form: event.target, submitter: event.submitter };
    limit ??= window.setTimeout(sendNatively, HOLD_LIMIT_MS);
    hurry();
  };
  const onFocus = (event: FocusEvent) => {
    if (isControl(event.target)) hurry();
  };
  const onType = (event: Event) => {
    if (isControl(event.target)) recorded.set(event.target, typedNow(event.target));
  };
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('focusin', onFocus, true);
  document.addEventListener('input', onType, true);
  document.addEventListener('change', onType, true);

  const stopHolding = () => {
    window.clearTimeout(limit);
    observer.disconnect();
    document.removeEventListener('submit', onSubmit, true);
    document.removeEventListener('focusin', onFocus, true);
    document.removeEventListener('input', onType, true);
    document.removeEventListener('change', onType, true);
  };
  /** The held form, sent as the page without its app would send it. */
  function sendNatively() {
    stopHolding();
    const submit = held;
    if (submit?.form.isConnected) submit.form.requestSubmit(submitter(submit));
  }

  const live = () => {
    // A page kept static (decision 0018: the worker answered for another address) has no app to
    // hand anything to; its forms work as they would without it.
    if (root.dataset.hydrated === 'static') return sendNatively();
    stopHolding();
    // Every value is read before any is handed over: each handover re-renders its form, which
    // then writes its state, still the server's, into the controls not handed over yet.
    const typed = Array.from(document.querySelectorAll<Control>('input, textarea, select'))
      .map((control) => {
        // A value set without an event (autofill in some browsers) is read off the page.
        const value = recorded.has(control) ? recorded.get(control) : typedBeforeHydration(control);
        return [control, value] as const;
      })
      .filter((entry): entry is readonly [Control, string | boolean] => entry[1] !== undefined);
    for (const [control, value] of typed) handOver(control, value);
    const submit = held;
    // The form's handler runs after the app has taken the handed values into its state.
    if (submit?.form.isConnected) {
      window.setTimeout(() => submit.form.requestSubmit(submitter(submit)), 0);
    }
  };
  const observer = new MutationObserver(() => {
    if (root.dataset.hydrated !== undefined) live();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
}

/** requestSubmit takes only a submit button of that same form. */
function submitter({ form, submitter: element }: HeldSubmit): HTMLElement | null {
  if (
    (element instanceof HTMLButtonElement || element instanceof HTMLInputElement) &&
    element.form === form &&
    element.isConnected
  ) {
    return element;
  }
  return null;
}
