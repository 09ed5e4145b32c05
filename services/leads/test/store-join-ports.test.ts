// The composition of a store from one object per port: methods bound to their part, a clash refused.
import { describe, expect, it } from 'vitest';
import { joinPorts } from '../src/store/join-ports';

class Counter {
  n = 0;
  bump() {
    return ++this.n;
  }
}

describe('joinPorts', () => {
  it("when parts are joined, then each method runs on its own part and the base's fields are kept", () => {
    const counter = new Counter();
    const joined = joinPorts<{ name: string; bump(): number }>({ name: 'x' }, [counter, { bump: true }]);
    expect(joined.bump()).toBe(1);
    expect(joined.bump()).toBe(2);
    expect(counter.n).toBe(2);
    expect(joined.name).toBe('x');
  });

  it('when two parts offer one name, or a part lacks a method of its port, then the join is refused', () => {
    expect(() => joinPorts({}, [new Counter(), { bump: true }], [new Counter(), { bump: true }])).toThrow(/both offer bump/);
    expect(() => joinPorts({}, [new Counter(), { reset: true }])).toThrow(/lacks reset/);
  });
});
