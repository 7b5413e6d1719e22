/** The wizard's frame (spec 1 §2): each step's heading, the progress header and the buttons every step shares. */

/** The heading of each step, by its id. */
export const stepHeadings = {
  vehicleDetails: 'Vehicle details',
  vehicleDetailsTwo: 'More about your vehicle',
  aboutYou: 'About you',
  driverDetails: 'Driver details',
  driverDetailsTwo: 'Driving history',
  additionalDrivers: 'Additional drivers',
  vehicleCover: 'Vehicle cover',
} as const;

export const wizardText = {
  heading: stepHeadings,
  /** The progress header's groups, in order. */
  groups: {
    vehicleDetails: 'VEHICLE DETAILS',
    aboutYou: 'ABOUT YOU',
    driverDetails: 'DRIVER DETAILS',
    vehicleCover: 'VEHICLE COVER',
  },
  continue: 'Continue',
  back: 'Back',
  /** The compact progress bar: 'Step N of 4'. */
  progress: (groupNumber: number, groupCount: number) => `Step ${groupNumber} of ${groupCount}`,
  /** Step 1's lookup button (spec 1 §2 Vehicle lookup). */
  findVehicle: 'Find vehicle',
  /** Opens a list item or a given address for changes (spec 1 §2 Address lookup, §7). */
  edit: 'Edit',
  /** Claims, convictions and drivers lists while an item is open (spec 1 §7). */
  cannotRemoveWhilstEditing: 'Cannot remove whilst editing',
} as const;
