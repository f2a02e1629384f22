/**
 * Own enumerable properties computed on first read, for objects made by the ten thousand: a lazy definition's
 * `fields` (model/lazy.ts), a trusted source's `text` (source/trusted.ts), a summarised file's body
 * (lint/summary-frame.ts).
 *
 * Every object gets its property through the one accessor of its {@link LazyProperty}, its pending computation kept
 * aside. V8 keeps objects that share an accessor in its fast shapes; a getter closure of their own turned each of
 * them into a dictionary, some 430 bytes more per object (12 MB after loading 10,000 unchanged tools, all of it
 * copied by the young-generation collector) and slower to read. On first read the accessor gives way to a plain data
 * property holding the value: the object is then as it would have been if built at once.
 */

/** One lazily computed property, by name, for any number of objects of type `T`. */
export class LazyProperty<T extends object, V> {
  /** Each object whose property is not computed yet, with how to compute it. */
  private readonly pending = new WeakMap<T, (target: T) => V>();
  private readonly descriptor: PropertyDescriptor;

  constructor(readonly key: string) {
    const pending = this.pending;
    this.descriptor = {
      enumerable: true,
      configurable: true,
      // One function for every object: what keeps them in one shape.
      get(this: T): V | undefined {
        // Read through an object made from this one (its prototype chain): computed on the object that has it.
        let owner: T | null = this;
        while (owner !== null && !pending.has(owner)) owner = Object.getPrototypeOf(owner) as T | null;
        if (owner === null) return undefined;
        const value = pending.get(owner)!(owner);
        pending.delete(owner);
        Object.defineProperty(owner, key, { value, enumerable: true, configurable: true, writable: true });
        return value;
      },
    };
  }

  /**
   * Gives `target` the property, computed by `compute(target)` when first read. `target` must not have the property
   * yet: define it where it belongs in the key order (redefining a property would make the object a dictionary).
   */
  define(target: T, compute: (target: T) => V): void {
    this.pending.set(target, compute);
    Object.defineProperty(target, this.key, this.descriptor);
  }

  /** Whether `target`'s property was given by {@link define} and has not been read yet. */
  isPending(target: T): boolean {
    return this.pending.has(target);
  }
}
