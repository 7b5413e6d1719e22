import type { VehicleInfo } from '../../machines/core/contract';
import { vehicleQuestionText } from '../../machines/wizard/vehicle-question-text';

const foundText = vehicleQuestionText.found;

/** spec 1 §2 Vehicle lookup: the type is the number of doors with the body type. */
export function vehicleTypeOf(info: VehicleInfo): string {
  const doors = info.numberOfDoors.code.trim();
  const body = info.bodyType.desc.trim();
  return doors === '' || doors === '0' ? body : `${doors} door ${body}`;
}

/** The found vehicle's section, which takes focus when a lookup ends with it. */
export const VEHICLE_FOUND_ID = 'vehicle-found';

/** The vehicle the registration lookup found: Make, Model, Type, CC, Fuel Type and Transmission. */
export function VehicleFound({ info }: { info: VehicleInfo }) {
  const rows: readonly [string, string][] = [
    ['Make', info.make.desc],
    ['Model', info.model.desc],
    ['Type', vehicleTypeOf(info)],
    ['CC', String(info.cubicCapacity)],
    ['Fuel Type', info.fuelType.desc],
    ['Transmission', info.transmission.desc],
  ];
  return (
    <section
      id={VEHICLE_FOUND_ID}
      className="vehicle-found"
      aria-labelledby="vehicle-found-heading"
      tabIndex={-1}
    >
      <h2 id="vehicle-found-heading" className="vehicle-found__heading">
        {foundText.vehicle}
      </h2>
      <dl className="vehicle-found__details">
        {rows.map(([term, detail]) => (
          <div key={term} className="vehicle-found__row">
            <dt>{term}</dt>
            <dd>{detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
