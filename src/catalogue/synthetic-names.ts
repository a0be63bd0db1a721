import type { Faker } from '@faker-js/faker';
import type { Segment } from '../shared/processor.js';
import type { SyntheticVendor } from './synthetic-lines.js';

/**
 * Model names in each vendor's style, tied to the launch year so "Ryzen 7000"
 * parts launch in 2022-23 and "13th gen" Core parts in 2022-23, as a reader
 * would expect. The generator appends "-S<n>" so no name is a real product.
 */
export interface SyntheticName {
  /** e.g. "Ryzen 7 7650X" (before the synthetic suffix) */
  model: string;
  family: string;
  generation: string;
  microarchitecture: string | null;
  unlocked: boolean | null;
}

type Namer = (faker: Faker, year: number) => SyntheticName;

function bySchedule(year: number, schedule: readonly (readonly [number, number])[]): number {
  // schedule: [firstYear, value] pairs in ascending year order
  let value = schedule[0]?.[1] ?? 1;
  for (const [from, v] of schedule) if (year >= from) value = v;
  return value;
}

const RYZEN_SERIES = [
  [2015, 1],
  [2018, 2],
  [2019, 3],
  [2020, 5],
  [2022, 7],
  [2023, 8],
  [2024, 9],
] as const;
const ZEN = [
  [2015, 1],
  [2018, 1],
  [2019, 2],
  [2020, 3],
  [2022, 4],
  [2024, 5],
] as const;
const EPYC_GEN = [
  [2015, 1],
  [2019, 2],
  [2021, 3],
  [2022, 4],
  [2024, 5],
] as const;
const XEON_SCALABLE_GEN = [
  [2015, 1],
  [2019, 2],
  [2020, 3],
  [2023, 4],
  [2024, 5],
] as const;

function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

function ryzenTier(faker: Faker): { tier: number; digit: number } {
  const tier = faker.helpers.arrayElement([3, 5, 5, 7, 7, 9]);
  const digit =
    ({ 3: faker.helpers.arrayElement([1, 3]), 5: faker.helpers.arrayElement([5, 6]), 7: faker.helpers.arrayElement([7, 8]), 9: 9 } as Record<number, number>)[
      tier
    ] ?? tier;
  return { tier, digit };
}

const NAMERS: Record<SyntheticVendor, Record<Segment, Namer>> = {
  amd: {
    desktop: (faker, year) => {
      const series = bySchedule(year, RYZEN_SERIES);
      const { tier, digit } = ryzenTier(faker);
      const suffix = faker.helpers.arrayElement(['', 'X', 'X', 'X3D', 'G', 'GE']);
      return {
        model: `Ryzen ${tier} ${series}${digit}${faker.number.int(9)}0${suffix}`,
        family: `Ryzen ${tier}`,
        generation: `Ryzen ${series}000`,
        microarchitecture: `Zen ${bySchedule(year, ZEN)}`,
        unlocked: true,
      };
    },
    mobile: (faker, year) => {
      const series = bySchedule(year, RYZEN_SERIES);
      const { tier, digit } = ryzenTier(faker);
      const suffix = faker.helpers.arrayElement(['U', 'U', 'HS', 'H', 'HX']);
      return {
        model: `Ryzen ${tier} ${series}${digit}${faker.number.int(9)}0${suffix}`,
        family: `Ryzen ${tier}`,
        generation: `Ryzen ${series}000`,
        microarchitecture: `Zen ${bySchedule(year, ZEN)}`,
        unlocked: suffix === 'HX',
      };
    },
    server: (faker, year) => {
      const gen = bySchedule(year, EPYC_GEN);
      const line = gen >= 4 ? 9 : 7;
      return {
        model: `EPYC ${line}${faker.number.int({ min: 1, max: 7 })}${faker.number.int(9)}${gen}`,
        family: 'EPYC',
        generation: `EPYC ${line}00${gen}`,
        microarchitecture: `Zen ${bySchedule(year, ZEN)}`,
        unlocked: false,
      };
    },
    workstation: (faker, year) => {
      const series = Math.min(7, Math.max(1, bySchedule(year, RYZEN_SERIES)));
      const pro = faker.datatype.boolean();
      return {
        model: `Ryzen Threadripper ${pro ? 'PRO ' : ''}${series}9${faker.number.int({ min: 1, max: 9 })}5${pro ? 'WX' : 'X'}`,
        family: pro ? 'Ryzen Threadripper PRO' : 'Ryzen Threadripper',
        generation: `Threadripper ${series}000`,
        microarchitecture: `Zen ${bySchedule(year, ZEN)}`,
        unlocked: true,
      };
    },
    embedded: (faker, year) => {
      const line = faker.helpers.arrayElement(['V', 'R']);
      const series = Math.min(3, Math.max(1, year - 2016));
      return {
        model: `Ryzen Embedded ${line}${series}${faker.number.int({ min: 100, max: 999 })}`,
        family: 'Ryzen Embedded',
        generation: `Ryzen Embedded ${line}${series}000`,
        microarchitecture: `Zen ${bySchedule(year, ZEN)}`,
        unlocked: false,
      };
    },
  },
  intel: {
    desktop: (faker, year) => {
      if (year >= 2024) {
        const tier = faker.helpers.arrayElement([5, 7, 9]);
        const suffix = faker.helpers.arrayElement(['', 'K', 'KF', 'F', 'T']);
        return {
          model: `Core Ultra ${tier} 2${tier}${faker.number.int(9)}${suffix}`,
          family: `Core Ultra ${tier}`,
          generation: 'Core Ultra 200S',
          microarchitecture: null,
          unlocked: suffix.startsWith('K'),
        };
      }
      const gen = Math.min(14, Math.max(6, year - 2009));
      const tier = faker.helpers.arrayElement([3, 5, 5, 7, 7, 9]);
      const suffix = faker.helpers.arrayElement(['', 'K', 'KF', 'KS', 'F', 'T']);
      return {
        model: `Core i${tier}-${gen}${tier}${faker.number.int(9)}0${suffix}`,
        family: `Core i${tier}`,
        generation: `${ordinal(gen)} gen`,
        microarchitecture: null,
        unlocked: suffix.startsWith('K'),
      };
    },
    mobile: (faker, year) => {
      const gen = Math.min(14, Math.max(6, year - 2009));
      const tier = faker.helpers.arrayElement([3, 5, 5, 7, 7, 9]);
      const suffix = faker.helpers.arrayElement(['U', 'U', 'P', 'H', 'HX']);
      return {
        model: `Core i${tier}-${gen}${tier}${faker.number.int(9)}0${suffix}`,
        family: `Core i${tier}`,
        generation: `${ordinal(gen)} gen`,
        microarchitecture: null,
        unlocked: suffix === 'HX',
      };
    },
    server: (faker, year) => {
      const gen = bySchedule(year, XEON_SCALABLE_GEN);
      const [family, first] = faker.helpers.arrayElement([
        ['Xeon Silver', 4],
        ['Xeon Gold', 5],
        ['Xeon Gold', 6],
        ['Xeon Platinum', 8],
      ] as const);
      return {
        model: `${family} ${first}${gen}${faker.number.int({ min: 10, max: 99 })}`,
        family,
        generation: `${ordinal(gen)} gen Xeon Scalable`,
        microarchitecture: null,
        unlocked: false,
      };
    },
    workstation: (faker, year) => {
      const series = faker.helpers.arrayElement([2, 3]);
      const gen = year >= 2023 ? 4 : year >= 2021 ? 3 : 2;
      const suffix = gen >= 4 ? faker.helpers.arrayElement(['', 'X']) : '';
      return {
        model: `Xeon W-${series}${gen}${faker.number.int({ min: 10, max: 99 })}${suffix}`,
        family: 'Xeon W',
        generation: `Xeon W-${series}${gen}00`,
        microarchitecture: null,
        unlocked: suffix === 'X',
      };
    },
    embedded: (faker, year) => {
      const gen = year >= 2021 ? 6 : 5;
      return {
        model: `Atom x${gen}${faker.number.int({ min: 200, max: 499 })}E`,
        family: 'Atom',
        generation: `Atom x${gen}000E`,
        microarchitecture: null,
        unlocked: false,
      };
    },
  },
};

export function syntheticName(faker: Faker, vendor: SyntheticVendor, segment: Segment, year: number): SyntheticName {
  return NAMERS[vendor][segment](faker, year);
}
