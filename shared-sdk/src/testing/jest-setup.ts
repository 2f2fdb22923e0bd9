import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// CI and developer machines here have 2 shared cores: findBy/waitFor get more than the 1 s default.
configure({ asyncUtilTimeout: 5000 });
