// The async boundary lets Module Federation negotiate shared singletons before any of them is evaluated.
//
// The start-up then runs in stages, each in its own task: evaluating every module of the first page at once (React,
// the SDK, MUI, the shell) was one task of over half a second on a mid-range phone, during which a tap went
// unanswered. Between stages the browser paints, handles input and runs what it has queued. Each stage evaluates
// modules the next one needs anyway (the layout's MUI components before the shell's own code); the chunks fetched
// are the same as before.
const stages: (() => Promise<unknown>)[] = [
  () => import('react-dom/client'),
  () => import('@lectern/shared-sdk'),
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
    await stage();
    await nextTask();
  }
  await import('./bootstrap');
}

void start();
