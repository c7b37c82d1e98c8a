import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy… and waitFor wait up to 10 s (not 1 s): lazily loaded menus and popups arrive later on a busy machine.
configure({ asyncUtilTimeout: 10000 });
