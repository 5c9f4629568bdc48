import { useState } from 'react';
import { ButtonLink } from '../../../components/button.tsx';
import lostTravelerUrl from '../../../assets/lost-traveler.svg';
import { pickErrorMessage } from './error-messages.ts';

/** "Oops!", a friendly picture, a random travel joke (drawn here unless given) and a way home. */
export function ErrorView({ message: given }: { message?: string | undefined }) {
  const [drawn] = useState(() => given ?? pickErrorMessage());
  const message = given ?? drawn;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <img
        src={lostTravelerUrl}
        width={240}
        height={200}
        alt="A puzzled cactus holding a map"
        className="h-auto w-60"
      />
      <h1 className="mt-6 font-display text-4xl font-bold text-terracotta-700 dark:text-terracotta-400">
        Oops!
      </h1>
      <p className="mt-3 text-lg text-stone-700 dark:text-stone-300">{message}</p>
      <ButtonLink to="/" className="mt-8">
        Go Home
      </ButtonLink>
    </div>
  );
}
