import type { Router } from 'express';
import type { SandboxContext } from '../context';
import type { BankDetailsCheckRequest, SetVehicleRegistrationRequest } from '../contract';
import { getAddressById, searchAddresses } from '../fixtures/addresses';
import { checkBankDetails } from '../fixtures/bank';
import { referenceData, referenceListKeys, referenceListPaths } from '../fixtures/reference-data';
import { lookupVehicle, modelsForMake, vehicleMakes } from '../fixtures/vehicles';
import { HttpError, invalidSortCode, noContent } from '../errors';
import { setVehicleRegistration } from '../quoting';

const query = (value: unknown): string => (typeof value === 'string' ? value : '');

export function lookupRoutes(router: Router, context: SandboxContext): void {
  router.get('/api/v1/Address/SearchAddresses', (req, res) => {
    const houseNumber = query(req.query.HouseNumber) || undefined;
    const addresses = searchAddresses(query(req.query.Postcode), houseNumber);
    if (addresses.length === 0) return noContent(res);
    res.json(addresses);
  });

  router.get('/api/v1/Address/GetFullAddressByAddressId/:addressId', (req, res) => {
    const address = getAddressById(req.params.addressId);
    if (!address) return noContent(res);
    res.json(address);
  });

  router.post('/api/v1/Payment/CheckBankDetails', (req, res) => {
    const { sortCode, accountNumber } = req.body as BankDetailsCheckRequest;
    const outcome = checkBankDetails(sortCode, accountNumber);
    if (outcome.kind === 'notFound') return noContent(res);
    if (outcome.kind === 'invalidSortCode') throw invalidSortCode('body.sortCode');
    res.json(outcome.result);
  });

  router.get('/api/v1/ReferenceData/GetAllReferenceListData', (_req, res) => {
    res.json({ referenceData });
  });

  for (const key of referenceListKeys) {
    router.get(`/api/v1/ReferenceData/${referenceListPaths[key]}`, (_req, res) => {
      const list = referenceData[key];
      if (list.length === 0) return noContent(res);
      res.json(list);
    });
  }

  router.get('/api/v1/Vehicle/GetVehicleDetailsByVrm', (req, res) => {
    const outcome = lookupVehicle(query(req.query.VehicleRegistration));
    if (outcome.kind === 'notFound') return noContent(res);
    if (outcome.kind === 'error') {
      throw new HttpError(500, 'INTERNAL_ERROR', 'The vehicle data provider is unavailable');
    }
    res.json(outcome.result);
  });

  router.get('/api/v1/Vehicle/GetVehicleMakes', (_req, res) => {
    res.json({ makes: vehicleMakes });
  });

  router.get('/api/v1/Vehicle/GetVehicleModels', (req, res) => {
    const models = modelsForMake(query(req.query.VehicleMakeCode));
    if (!models?.length) return noContent(res);
    res.json({ models });
  });

  router.post('/api/v1/Vehicle/SetVehicleRegistration', async (req, res) => {
    const body = req.body as SetVehicleRegistrationRequest;
    res.json(await setVehicleRegistration(context, body.quoteReference, body.vehicleRegistration));
  });
}
