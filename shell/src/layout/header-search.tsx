import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import Search from '@mui/icons-material/Search';
import { paths, SUGGESTION_MIN_LENGTH, useCourseSuggestions, useNavigate, type CourseSuggestions } from '@lectern/shared-sdk';

/** How long typing must pause before the box asks for suggestions. */
const SUGGEST_DELAY_MS = 150;

interface Suggestion {
  key: string;
  href: string;
  label: string;
  detail: string;
}

/** Courses first (what people look for), then the categories whose names match. */
export function suggestionsOf(answer: CourseSuggestions | undefined): Suggestion[] {
  if (!answer) return [];
  return [
    ...answer.courses.map((course) => ({
      key: `course-${course.id}`,
      href: paths.courseDetail(course.id),
      label: course.title,
      detail: `Course · ${course.instructor}`,
    })),
    ...answer.categories.map((category) => ({
      key: `category-${category.name}`,
      href: `${paths.courses()}?${new URLSearchParams({ category: category.name }).toString()}`,
      label: category.name,
      detail: `Category · ${category.count} ${category.count === 1 ? 'course' : 'courses'}`,
    })),
  ];
}

function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The header's search on every page: a GET form of the catalogue (it searches before the scripts run and without
 * them), and once they run a combobox (WAI-ARIA's pattern: the focus stays in the box, the arrows move through the
 * suggestions, Enter opens one, Escape closes them) whose suggestions come from the server as one types. On a phone it
 * is a button that opens the box over the bar.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  // Phones: the box shows over the bar once asked for.
  const [expanded, setExpanded] = useState(false);

  const wanted = useDebounced(text.trim(), SUGGEST_DELAY_MS);
  const suggestions = useCourseSuggestions(wanted);
  const options = text.trim().length >= SUGGESTION_MIN_LENGTH ? suggestionsOf(suggestions.data) : [];
  const open = focused && !dismissed && options.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  // A new list starts with nothing chosen (adjusted while rendering, React's pattern for state that follows data).
  const [listShown, setListShown] = useState(suggestions.data);
  if (listShown !== suggestions.data) {
    setListShown(suggestions.data);
    setActive(-1);
  }
  useEffect(() => {
    if (expanded) inputRef.current?.focus();
  }, [expanded]);

  const finish = (href: string) => {
    setText('');
    setDismissed(true);
    setExpanded(false);
    inputRef.current?.blur();
    navigate(href);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    const chosen = open && active >= 0 ? options[active] : undefined;
    if (chosen) finish(chosen.href);
    else if (q) finish(`${paths.courses()}?${new URLSearchParams({ q }).toString()}`);
    else finish(paths.courses());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setDismissed(false);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From the box, Down goes to the first and Up to the last; past either end, back to the box.
      setActive((current) => {
        const next = current + step;
        if (current === -1) return step === 1 ? 0 : options.length - 1;
        return next < 0 || next >= options.length ? -1 : next;
      });
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setDismissed(true);
        setActive(-1);
      } else if (expanded) {
        setExpanded(false);
      } else if (text) {
        setText('');
      }
    }
  };

  return (
    <>
      <IconButton
        component="a"
        href={paths.courses()}
        aria-label="Search courses"
        onClick={(event) => {
          event.preventDefault();
          setExpanded(true);
        }}
        sx={{ display: { xs: expanded ? 'none' : 'inline-flex', sm: 'none' } }}
      >
        <Search />
      </IconButton>
      <Box
        component="form"
        role="search"
        aria-label="Site search"
        action={paths.courses()}
        method="get"
        onSubmit={submit}
        sx={(theme) => ({
          display: { xs: expanded ? 'flex' : 'none', sm: 'flex' },
          alignItems: 'center',
          position: { xs: 'absolute', sm: 'relative' },
          inset: { xs: 0, sm: 'auto' },
          zIndex: 1,
          px: { xs: 1, sm: 0 },
          gap: 0.5,
          bgcolor: { xs: 'background.paper', sm: 'transparent' },
          flex: { sm: '0 1 420px' },
          minWidth: { sm: 160 },
          [theme.breakpoints.down('sm')]: { height: '100%' },
        })}
      >
        <TextField
          type="search"
          name="q"
          size="small"
          fullWidth
          placeholder="Search courses"
          autoComplete="off"
          value={text}
          inputRef={inputRef}
          onChange={(event) => {
            setText(event.target.value);
            setDismissed(false);
            setActive(-1);
          }}
          onFocus={() => {
            setFocused(true);
            setDismissed(false);
          }}
          onBlur={() => {
            setFocused(false);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          slotProps={{
            htmlInput: {
              role: 'combobox',
              'aria-label': 'Search courses',
              'aria-autocomplete': 'list',
              'aria-expanded': open,
              'aria-controls': listId,
              'aria-activedescendant': open && active >= 0 ? optionId(active) : undefined,
              maxLength: 200,
            },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  {/* The form's submit: without scripts it sends the search to the catalogue (Enter does too). */}
                  <IconButton type="submit" edge="start" size="small" aria-label="Search">
                    <Search fontSize="small" aria-hidden />
                  </IconButton>
                </InputAdornment>
              ),
              sx: { bgcolor: 'background.paper', borderRadius: 5 },
            },
          }}
        />
        {expanded && (
          <IconButton aria-label="Close search" onClick={() => setExpanded(false)} sx={{ display: { sm: 'none' } }}>
            <Close />
          </IconButton>
        )}
        <Paper
          elevation={8}
          sx={{
            display: open ? 'block' : 'none',
            position: 'absolute',
            top: { xs: '100%', sm: 'calc(100% + 6px)' },
            left: { xs: 8, sm: 0 },
            right: { xs: 8, sm: 0 },
            maxHeight: '70vh',
            overflowY: 'auto',
            borderRadius: 2,
          }}
        >
          <Box component="ul" id={listId} role="listbox" aria-label="Suggestions" sx={{ listStyle: 'none', m: 0, py: 0.5, px: 0 }}>
            {options.map((option, index) => (
              <Box
                component="li"
                key={option.key}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // Keeps the focus in the box, so the list is still open when the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => finish(option.href)}
                // The pointer only highlights: what Enter opens is chosen with the arrows, so a list that opens under a
                // resting pointer never changes what Enter does.
                sx={{
                  px: 2,
                  py: 1,
                  cursor: 'pointer',
                  bgcolor: index === active ? 'action.selected' : 'transparent',
                  '&:hover': { bgcolor: index === active ? 'action.selected' : 'action.hover' },
                }}
              >
                <Typography variant="body2" sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {option.label}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {option.detail}
                </Typography>
              </Box>
            ))}
          </Box>
        </Paper>
      </Box>
    </>
  );
}
