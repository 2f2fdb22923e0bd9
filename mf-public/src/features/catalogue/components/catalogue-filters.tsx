import { useEffect, useRef, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Search from '@mui/icons-material/Search';
import { categories } from '@lectern/shared-sdk';
import {
  lengthOptions,
  parseCategory,
  parseLength,
  parseRating,
  priceOptions,
  ratingOptions,
  sortOptions,
  type CatalogueFilterState,
} from '../use-catalogue';

/**
 * The filters are a real GET form of /courses: without scripts (or before they run) Enter in the search box asks the
 * server for the filtered page. The search box is uncontrolled so that hydration keeps what a visitor typed into the
 * server's page before the scripts arrived; that text becomes the search.
 */
export function CatalogueFilters({ filters }: { filters: CatalogueFilterState }) {
  const { search, setSearch, sort, setSort, price, setPrice, category, setCategory, length, setLength, rating, setRating } = filters;
  const inputRef = useRef<HTMLInputElement>(null);
  const hydrated = useRef(false);
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (!hydrated.current) {
      hydrated.current = true;
      if (input.value !== search) setSearch(input.value);
      return;
    }
    // A search set from elsewhere (Clear Filters, the back button) shows in the box.
    if (input.value !== search) input.value = search;
  }, [search, setSearch]);

  return (
    <Box
      component="form"
      role="search"
      aria-label="Course filters"
      action="/courses"
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        setSearch(inputRef.current?.value ?? search);
      }}
      sx={{
        display: 'grid',
        gap: 2,
        // Phone: the search, then the four lists two by two, then the price; laptop: the search and the price on one
        // row, the four lists under them.
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr)) auto' },
        '& > :first-of-type': { gridColumn: { xs: '1 / -1', md: '1 / 5' } },
        '& > .MuiToggleButtonGroup-root': { gridColumn: { xs: '1 / -1', md: '5', lg: '5' }, gridRow: { md: '1' } },
        alignItems: 'center',
      }}
    >
      <TextField
        type="search"
        name="q"
        placeholder="Search courses..."
        defaultValue={search}
        inputRef={inputRef}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setSearch(event.target.value)}
        fullWidth
        slotProps={{
          htmlInput: { 'aria-label': 'Search courses' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                {/* The form's submit: without scripts it sends the search to the server (Enter does too). */}
                <IconButton type="submit" edge="start" size="small" aria-label="Search">
                  <Search aria-hidden />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        label="Category"
        value={category ?? ''}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setCategory(parseCategory(event.target.value) ?? '')}
        fullWidth
      >
        <MenuItem value="">All categories</MenuItem>
        {categories.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Length"
        value={length ?? ''}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setLength(parseLength(event.target.value) ?? '')}
        fullWidth
      >
        <MenuItem value="">Any length</MenuItem>
        {lengthOptions.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Rating"
        value={rating ?? ''}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setRating(parseRating(event.target.value) ?? '')}
        fullWidth
      >
        <MenuItem value="">Any rating</MenuItem>
        {ratingOptions.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Sort by"
        value={sort}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          const option = sortOptions.find((candidate) => candidate.value === event.target.value);
          if (option) setSort(option.value);
        }}
        fullWidth
      >
        {sortOptions.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <ToggleButtonGroup
        exclusive
        value={price}
        onChange={(_event, value: string | null) => {
          const option = priceOptions.find((candidate) => candidate.value === value);
          if (option) setPrice(option.value);
        }}
        aria-label="Price filter"
        color="primary"
        sx={{ justifySelf: { xs: 'stretch', md: 'end' }, '& .MuiToggleButton-root': { flex: { xs: 1, md: 'none' }, px: 2, whiteSpace: 'nowrap' } }}
      >
        {priceOptions.map((option) => (
          <ToggleButton key={option.value} value={option.value}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {/* A search sent without scripts keeps the order and the price filter on screen. */}
      {category && <input type="hidden" name="category" value={category} />}
      {length && <input type="hidden" name="length" value={length} />}
      {rating && <input type="hidden" name="rating" value={rating} />}
      {sort !== 'popular' && <input type="hidden" name="sort" value={sort} />}
      {price !== 'all' && <input type="hidden" name="price" value={price} />}
    </Box>
  );
}
