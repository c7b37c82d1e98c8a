import { render } from '@testing-library/react';
import { useLiveAlarms } from '../chart/use-live-alarms';
import { LiveFleetAlarms } from './LiveFleetAlarms';

jest.mock('../chart/use-live-alarms', () => ({ useLiveAlarms: jest.fn() }));
const followed = () => jest.mocked(useLiveAlarms).mock.calls.map(([id]) => id);

describe('the fleet screens’ live alarms (R-20.6)', () => {
  beforeEach(() => jest.mocked(useLiveAlarms).mockClear());

  it('follows each of a few reactors once', () => {
    render(<LiveFleetAlarms reactorIds={['a', 'b', 'a', 'c', 'd']} />);
    expect(followed().sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('follows none beyond the limit, leaving the counts to the polling', () => {
    render(<LiveFleetAlarms reactorIds={['a', 'b', 'c', 'd', 'e']} />);
    expect(followed()).toEqual([]);
  });
});
