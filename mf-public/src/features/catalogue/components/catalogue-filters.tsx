import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Search from '@mui/icons-material/Search';
import { priceOptions, sortOptions, type CataloguePrice, type CatalogueSort } from '../use-catalogue';

export interface CatalogueFiltersProps {
  search: string;
  onSearchChange: (value: string) => void;
  sort: CatalogueSort;
  onSortChange: (value: CatalogueSort) => void;
  price: CataloguePrice;
  onPriceChange: (value: CataloguePrice) => void;
}

export function CatalogueFilters({ search, onSearchChange, sort, onSortChange, price, onPriceChange }: CatalogueFiltersProps) {
  return (
    <Box
      role="search"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 220px auto' },
        alignItems: 'center',
      }}
    >
      <TextField
        type="search"
        placeholder="Search courses..."
        value={search}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onSearchChange(event.target.value)}
        fullWidth
        slotProps={{
          htmlInput: { 'aria-label': 'Search courses' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        label="Sort by"
        value={sort}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          const option = sortOptions.find((candidate) => candidate.value === event.target.value);
          if (option) onSortChange(option.value);
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
          if (option) onPriceChange(option.value);
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
    </Box>
  );
}
