/**
 * The floor of step 1's weight: an empty page that uses each library the product must use once, as step 1
 * does (a router in declarative use, a statechart with an invoked call, a selector, a form checked by a
 * schema, a generated API client). `npm run bench` builds it as the app is built and weighs its JavaScript.
 */
import { useForm } from '@tanstack/react-form';
import { useSelector } from '@xstate/react';
import createClient from 'openapi-fetch';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router';
import * as v from 'valibot';
import { assign, createActor, createMachine, fromPromise } from 'xstate';
import type { paths } from '../../../openapi/generated/lookup';

const lookup = createClient<paths>({ baseUrl: '/' });
const journey = createActor(
  createMachine({
    context: { found: 0 },
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          src: fromPromise(() => lookup.GET('/api/v1/ReferenceData/GetAllReferenceListData')),
          onDone: 'ready',
        },
      },
      ready: {
        on: { found: { actions: assign({ found: ({ context }) => context.found + 1 }) } },
      },
    },
  }),
).start();
const answers = v.object({ registration: v.pipe(v.string(), v.minLength(1)) });

function Page() {
  const found = useSelector(journey, (snapshot) => snapshot.context.found);
  const navigate = useNavigate();
  const form = useForm({
    defaultValues: { registration: '' },
    validators: { onChange: answers },
    onSubmit: () => navigate('/next'),
  });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <p>{found}</p>
      <form.Field name="registration">
        {(field) => (
          <input
            value={field.state.value}
            onChange={(event) => field.handleChange(event.target.value)}
          />
        )}
      </form.Field>
    </form>
  );
}

const root = document.getElementById('root');
if (root !== null) {
  createRoot(root).render(
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<Page />} />
      </Routes>
    </BrowserRouter>,
  );
}
