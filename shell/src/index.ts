// The async boundary lets Module Federation negotiate shared singletons before any of them is evaluated.
//
// The start-up then runs in stages, each in its own task: evaluating every module of the first page at once (React,
// the SDK, MUI, the shell) was one task of over half a second on a mid-range phone, during which a tap went
// unanswered. Between stages the browser paints, handles input and runs what it has queued. Each stage evaluates
// modules the next one needs anyway (the layout's MUI components before the shell's own code); the chunks fetched
// are the same as before. Each library is a stage of its own, and the first stage waits for a task too, so the
// federation runtime's start (this script) and each library's evaluation stay short tasks (12-25 ms on this
// machine's unthrottled CPU when they were paired: a Lighthouse phone, four times slower, blocked on each pair).
const stages: (() => Promise<unknown>)[] = [
  () => import('react'),
  () => import('react-dom'),
  () => import('react-dom/client'),
  () => import('@tanstack/react-query'),
  () => import('@lectern/shared-sdk'),
  () => import('@emotion/react'),
  () => import('@mui/system'),
  () => import('@mui/material/styles'),
  () =>
    Promise.all([
      import('@mui/material/Box'),
      import('@mui/material/Typography'),
      import('@mui/material/Button'),
      import('@mui/material/Stack'),
      import('@mui/material/Link'),
    ]),
  () =>
    Promise.all([
      import('@mui/material/AppBar'),
      import('@mui/material/Toolbar'),
      import('@mui/material/IconButton'),
      import('@mui/material/Container'),
      import('@mui/material/CssBaseline'),
    ]),
];

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  for (const stage of stages) {
    await nextTask();
    await stage();
  }
  await nextTask();
  await import('./bootstrap');
}

void start();
