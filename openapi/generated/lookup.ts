/**
 * Generated from openapi/lookup.yaml by `npm run gen:api`. Do not edit by hand.
 */

export interface paths {
    "/api/v1/Address/SearchAddresses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search addresses by postcode
         * @description Lists the addresses at a postcode, optionally narrowed by house name or number. Each item carries the id to pass to GetFullAddressByAddressId.
         */
        get: operations["searchAddresses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Address/GetFullAddressByAddressId/{addressId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a full address by its id
         * @description Returns the full address for an `itemId` returned by SearchAddresses.
         */
        get: operations["getFullAddressByAddressId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Payment/CheckBankDetails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a UK bank account (sort code and account number)
         * @description Checks that a sort code and account number identify a real account that can take Direct Debits, and returns the bank and branch names. The same operation exists on the quote service with the same schemas. Shape designed by this product (the spec does not show it).
         */
        post: operations["checkBankDetails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetAllReferenceListData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get every reference list in one call
         * @description Returns all the reference lists used to fill the wizard's dropdowns, loaded once at start. Shape designed by this product (the spec does not show it).
         */
        get: operations["getAllReferenceListData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetCurrentPolicyOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the current-policy options
         * @description Returns the current-policy options list (`currentPolicyOptions` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getCurrentPolicyOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetAdditionalDrivingQualifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the additional driving qualifications
         * @description Returns the additional driving qualifications list (`additionalDrivingQualifications` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getAdditionalDrivingQualifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetAnnualTaxiClaimFreeYears": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the annual taxi claim-free years
         * @description Returns the annual taxi claim-free years list (`annualTaxiClaimFreeYears` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getAnnualTaxiClaimFreeYears"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetCancellationReasons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the cancellation reasons
         * @description Returns the cancellation reasons list (`cancellationReasons` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getCancellationReasons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetCancelledPolicyTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the cancelled policy types
         * @description Returns the cancelled policy types list (`cancelledPolicyTypes` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getCancelledPolicyTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetClaimFreeOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the claim-free options
         * @description Returns the claim-free options list (`claimFreeOptions` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getClaimFreeOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetClaimStatuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the claim statuses
         * @description Returns the claim statuses list (`claimStatuses` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getClaimStatuses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetClaimTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the claim types
         * @description Returns the claim types list (`claimTypes` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getClaimTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetConvictionCodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the conviction (DVLA offence) codes
         * @description Returns the conviction (DVLA offence) codes list (`convictionCodes` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getConvictionCodes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetCountryEarnedNcdOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the country-earned NCD options
         * @description Returns the country-earned NCD options list (`countryEarnedNcdOptions` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getCountryEarnedNcdOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetCoverLevels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the cover levels
         * @description Returns the cover levels list (`coverLevels` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getCoverLevels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetCommercialVehicleMonths": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the commercial-vehicle months
         * @description Returns the commercial-vehicle months list (`commercialVehicleMonths` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getCommercialVehicleMonths"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetCommercialVehicleDays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the commercial-vehicle days
         * @description Returns the commercial-vehicle days list (`commercialVehicleDays` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getCommercialVehicleDays"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetEmploymentStatusTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the employment status types
         * @description Returns the employment status types list (`employmentStatusTypes` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getEmploymentStatusTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetGenders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the genders
         * @description Returns the genders list (`genders` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getGenders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetHearAboutUsOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the hear-about-us options
         * @description Returns the hear-about-us options list (`hearAboutUsOptions` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getHearAboutUsOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetIndustryTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the industry types
         * @description Returns the industry types list (`industryTypes` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getIndustryTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetLevelOfCoverTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the level of cover types
         * @description Returns the level of cover types list (`levelOfCoverTypes` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getLevelOfCoverTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetLicenceTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the licence types
         * @description Returns the licence types list (`licenceTypes` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getLicenceTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetLicenceRestrictions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the licence restrictions
         * @description Returns the licence restrictions list (`licenceRestrictions` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getLicenceRestrictions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetLicensingAreas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the licensing areas
         * @description Returns the licensing areas list (`licensingAreas` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getLicensingAreas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetMaritalStatusList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the marital statuses
         * @description Returns the marital statuses list (`maritalStatuses` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getMaritalStatusList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetMedicalConditions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the medical conditions
         * @description Returns the medical conditions list (`medicalConditions` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getMedicalConditions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetMileageIncrementOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the mileage increment options
         * @description Returns the mileage increment options list (`mileageIncrementOptions` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getMileageIncrementOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetNamedDriverLengthOnPolicy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the named-driver lengths on policy
         * @description Returns the named-driver lengths on policy list (`namedDriverLengthOnPolicy` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getNamedDriverLengthOnPolicy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetNoClaimsBonusYears": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the no-claims bonus years
         * @description Returns the no-claims bonus years list (`noClaimsBonusYears` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getNoClaimsBonusYears"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetNoClaimsDiscountTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the no-claims discount types
         * @description Returns the no-claims discount types list (`noClaimsDiscountTypes` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getNoClaimsDiscountTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetOccupationTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the occupation types
         * @description Returns the occupation types list (`occupationTypes` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getOccupationTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetStudentOccupationTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the student occupation types
         * @description Returns the student occupation types list (`studentOccupationTypes` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getStudentOccupationTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetStudentCourseTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the student course types
         * @description Returns the student course types list (`studentCourseTypes` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getStudentCourseTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetPolicyDrivingRestrictions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the policy driving restrictions
         * @description Returns the policy driving restrictions list (`policyDrivingRestrictions` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getPolicyDrivingRestrictions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetRelationshipToProposerList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the relationships to the proposer
         * @description Returns the relationships to the proposer list (`relationshipsToProposer` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getRelationshipToProposerList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetTitlesList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the titles
         * @description Returns the titles list (`titles` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getTitlesList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetVehicleBodyTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the vehicle body types
         * @description Returns the vehicle body types list (`vehicleBodyTypes` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getVehicleBodyTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetVehicleFuelTypes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the vehicle fuel types
         * @description Returns the vehicle fuel types list (`vehicleFuelTypes` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getVehicleFuelTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetVehicleKeeperOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the vehicle keeper options
         * @description Returns the vehicle keeper options list (`vehicleKeeperOptions` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getVehicleKeeperOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetVehicleModifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the vehicle modifications
         * @description Returns the vehicle modifications list (`vehicleModifications` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getVehicleModifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetVehicleDoorCounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the vehicle door counts
         * @description Returns the vehicle door counts list (`vehicleDoorCounts` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getVehicleDoorCounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetVehicleOwnershipOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the vehicle ownership options
         * @description Returns the vehicle ownership options list (`vehicleOwnershipOptions` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getVehicleOwnershipOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetVehicleSecurityDevices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the vehicle security devices
         * @description Returns the vehicle security devices list (`vehicleSecurityDevices` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getVehicleSecurityDevices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetVehicleStorageOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the vehicle storage options
         * @description Returns the vehicle storage options list (`vehicleStorageOptions` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getVehicleStorageOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetVehicleTransmissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the vehicle transmissions
         * @description Returns the vehicle transmissions list (`vehicleTransmissions` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getVehicleTransmissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetVehicleUses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the vehicle uses
         * @description Returns the vehicle uses list (`vehicleUses` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getVehicleUses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetGetVoluntaryExcessOptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the voluntary excess options
         * @description Returns the voluntary excess options list (`voluntaryExcessOptions` in GetAllReferenceListData) as code and description pairs. The doubled 'Get' in the path is the spec's own name. Shape designed by this product (the spec does not show it).
         */
        get: operations["getGetVoluntaryExcessOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetBusinessRadius": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the business radius options
         * @description Returns the business radius options list (`businessRadiusOptions` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getBusinessRadius"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetDeliveryOperators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the delivery operators
         * @description Returns the delivery operators list (`deliveryOperators` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getDeliveryOperators"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/ReferenceData/GetCountriesOfRegistration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the countries of registration
         * @description Returns the countries of registration list (`countriesOfRegistration` in GetAllReferenceListData) as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getCountriesOfRegistration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Vehicle/GetVehicleDetailsByVrm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get vehicle details by registration (VRM)
         * @description Looks a vehicle up by its registration. The client sends the registration upper-cased. The flags tell the wizard to refuse motorcycles and (in the taxi journey) commercial vehicles.
         */
        get: operations["getVehicleDetailsByVrm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Vehicle/GetVehicleMakes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the list of vehicle makes
         * @description Lists vehicle makes as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getVehicleMakes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Vehicle/GetVehicleModels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the list of models for a vehicle make
         * @description Lists the models of one make as code and description pairs. Shape designed by this product (the spec does not show it).
         */
        get: operations["getVehicleModels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/Vehicle/SetVehicleRegistration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the vehicle registration on an existing quote
         * @description Records the registration of a vehicle quoted without one. The quote may be rated again, in which case the response carries the new underwriting outcome and the option to buy. A 403 means the quote failed ('Quote failed'), with an ApiError body. Shape designed by this product (the spec does not show it).
         */
        post: operations["setVehicleRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ApiError: {
            code: components["schemas"]["ServerErrorCode"];
            message: string;
            errors?: {
                field: string;
                message: string;
            }[];
        };
        /** @enum {string} */
        ServerErrorCode: "INTERNAL_ERROR" | "ICE_ERROR" | "VALIDATION_ERROR" | "QUOTE_MISMATCH" | "QUOTE_LOCKED" | "QUOTE_DECLINED" | "QUOTE_REFERRED" | "QUOTE_NOT_FOUND" | "QUOTE_EXPIRED" | "QUOTE_ALREADY_TAKEN_UP" | "QUOTE_TAKEN_UP" | "QUOTE_INELIGIBLE" | "PAYMENT_FAILED" | "PAYMENT_DECLINED" | "PAYMENT_TOKEN_ALREADY_USED" | "PAYMENT_3DS_NOT_SUPPORTED_FOR_PROVIDER" | "PAYMENT_INSUFFICIENT_FUNDS" | "PAYMENT_CARD_VENDOR_UNSUPPORTED" | "NOT_FOUND" | "IDEMPOTENCY_KEY_REUSED";
        /**
         * @example {
         *       "amount": 1234.56,
         *       "currency": "GBP"
         *     }
         */
        Money: {
            amount: number;
            /** @default GBP */
            currency: string;
        };
        /**
         * @example {
         *       "code": "TOYOTA",
         *       "desc": "Toyota"
         *     }
         */
        CodeDesc: {
            code: string;
            desc: string;
        };
        /** @enum {string} */
        QuoteOutcome: "Quoted" | "Referred" | "Declined" | "UnderReview";
        /** @enum {string} */
        PolicyDuration: "SevenDay" | "ThirtyDay" | "Annual";
        /** @enum {string} */
        PaymentMethod: "CARD_PAYMENT" | "DIRECT_DEBIT";
        /** @enum {string} */
        PaymentCollectionCode: "ANNUAL_CARD_IN_FULL" | "FINANCE_PLAN_S_V1" | "SHORT_TERM_CARD_PAYMENT_V1";
        /** @enum {string} */
        ExcessCode: "XS_VEHICLE_GROUP" | "XS_VEHICLE_MILEAGE" | "XS_VEHICLE_VALUE" | "XS_DRIVER" | "XS_POLICY" | "XS_DRIVER_REST" | "XS_COVER" | "XS_COMPULSORY";
        /** @description Entries missing a name or wording are skipped by the client. */
        Endorsement: {
            endorsementName?: string;
            endorsementWording?: string;
        };
        PaymentCollectionOption: {
            code: components["schemas"]["PaymentCollectionCode"];
            paymentMethod: components["schemas"]["PaymentMethod"];
            totalAmountPayable: components["schemas"]["Money"];
            interestAmount: components["schemas"]["Money"];
            upFrontAmount: components["schemas"]["Money"];
            standardInstalmentAmount: components["schemas"]["Money"];
            unequalInstalmentAmount?: components["schemas"]["Money"];
            totalAmountOfCredit: components["schemas"]["Money"];
            appliedInstalmentCount: number;
            apr: number;
            fixedInterestRate: number;
        };
        UnderwrittenOption: {
            optionId: string;
            policyTermType: components["schemas"]["PolicyDuration"];
            /** Format: date-time */
            effectiveFrom: string;
            /** Format: date-time */
            effectiveTo: string;
            insurerName: string;
            paymentCollectionOptions: components["schemas"]["PaymentCollectionOption"][];
            underwrittenExcesses: {
                excessCode: components["schemas"]["ExcessCode"];
                totalAmount: components["schemas"]["Money"];
            }[];
            underwrittenDataPoints: {
                underwrittenPrice: {
                    totalPremium: components["schemas"]["Money"];
                    netPremium: components["schemas"]["Money"];
                    fees: components["schemas"]["Money"];
                    iptAmount: components["schemas"]["Money"];
                };
            }[];
            underwrittenEndorsements: components["schemas"]["Endorsement"][];
        };
        UnderwritingOutcome: {
            outcome: components["schemas"]["QuoteOutcome"];
            underwritingOutcomeResponseId: string;
            /** Format: date-time */
            underwritingOutcomeResponseDate: string;
            underwrittenOptions: components["schemas"]["UnderwrittenOption"][];
            underWrittenEndorsements: components["schemas"]["Endorsement"][];
        };
        /**
         * @description UK postcode in either case with an optional space (e.g. SW1A 1AA, sw1a1aa), a special-territory postcode (e.g. GIR 0AA, TDCU 1ZZ) or a BFPO number (e.g. BFPO 123).
         * @example SW1A 1AA
         */
        Postcode: string;
        /**
         * @description Vehicle registration (VRM), 1 to 9 letters, digits or spaces.
         * @example DL19 CAR
         */
        VehicleRegistration: string;
        /**
         * @example {
         *       "itemId": "GB|RM|A|10000001",
         *       "searchResult": "10 Downing Street, London, SW1A 2AA"
         *     }
         */
        AddressSearchItem: {
            /** @description Id to pass to GetFullAddressByAddressId. */
            itemId: string;
            /** @description The address as one line, for the 'Please select your address' dropdown. */
            searchResult: string;
        };
        /**
         * @example {
         *       "line1": "10 Downing Street",
         *       "line2": "",
         *       "line3": "",
         *       "city": "London",
         *       "company": "",
         *       "postalCode": "SW1A 2AA"
         *     }
         */
        FullAddress: {
            line1: string;
            /** @description May be empty. */
            line2?: string;
            /** @description May be empty. */
            line3?: string;
            city: string;
            /** @description May be empty. */
            company?: string;
            postalCode: string;
        };
        /**
         * @example {
         *       "sortCode": "200000",
         *       "accountNumber": "55779911"
         *     }
         */
        BankDetailsCheckRequest: {
            /** @description Six digits, no dashes. */
            sortCode: string;
            /** @description Eight digits. */
            accountNumber: string;
        };
        /**
         * @example {
         *       "sortCode": "200000",
         *       "accountNumber": "55779911",
         *       "isValid": true,
         *       "bankName": "BARCLAYS BANK PLC",
         *       "branchName": "LONDON"
         *     }
         */
        BankDetailsCheckResult: {
            sortCode: string;
            accountNumber: string;
            /** @description Whether the account exists and accepts Direct Debits. */
            isValid: boolean;
            bankName: string;
            branchName: string;
        };
        /**
         * @example {
         *       "code": "RD",
         *       "description": "Recommended"
         *     }
         */
        ReferenceOption: {
            code: string;
            description: string;
        };
        /** @description One list of code and description pairs per dropdown. */
        ReferenceData: {
            currentPolicyOptions: components["schemas"]["ReferenceOption"][];
            additionalDrivingQualifications: components["schemas"]["ReferenceOption"][];
            annualTaxiClaimFreeYears: components["schemas"]["ReferenceOption"][];
            cancellationReasons: components["schemas"]["ReferenceOption"][];
            cancelledPolicyTypes: components["schemas"]["ReferenceOption"][];
            claimFreeOptions: components["schemas"]["ReferenceOption"][];
            claimStatuses: components["schemas"]["ReferenceOption"][];
            claimTypes: components["schemas"]["ReferenceOption"][];
            convictionCodes: components["schemas"]["ReferenceOption"][];
            countryEarnedNcdOptions: components["schemas"]["ReferenceOption"][];
            coverLevels: components["schemas"]["ReferenceOption"][];
            commercialVehicleMonths: components["schemas"]["ReferenceOption"][];
            commercialVehicleDays: components["schemas"]["ReferenceOption"][];
            employmentStatusTypes: components["schemas"]["ReferenceOption"][];
            genders: components["schemas"]["ReferenceOption"][];
            hearAboutUsOptions: components["schemas"]["ReferenceOption"][];
            industryTypes: components["schemas"]["ReferenceOption"][];
            levelOfCoverTypes: components["schemas"]["ReferenceOption"][];
            licenceTypes: components["schemas"]["ReferenceOption"][];
            licenceRestrictions: components["schemas"]["ReferenceOption"][];
            licensingAreas: components["schemas"]["ReferenceOption"][];
            maritalStatuses: components["schemas"]["ReferenceOption"][];
            medicalConditions: components["schemas"]["ReferenceOption"][];
            mileageIncrementOptions: components["schemas"]["ReferenceOption"][];
            namedDriverLengthOnPolicy: components["schemas"]["ReferenceOption"][];
            noClaimsBonusYears: components["schemas"]["ReferenceOption"][];
            noClaimsDiscountTypes: components["schemas"]["ReferenceOption"][];
            occupationTypes: components["schemas"]["ReferenceOption"][];
            studentOccupationTypes: components["schemas"]["ReferenceOption"][];
            studentCourseTypes: components["schemas"]["ReferenceOption"][];
            policyDrivingRestrictions: components["schemas"]["ReferenceOption"][];
            relationshipsToProposer: components["schemas"]["ReferenceOption"][];
            titles: components["schemas"]["ReferenceOption"][];
            vehicleBodyTypes: components["schemas"]["ReferenceOption"][];
            vehicleFuelTypes: components["schemas"]["ReferenceOption"][];
            vehicleKeeperOptions: components["schemas"]["ReferenceOption"][];
            vehicleModifications: components["schemas"]["ReferenceOption"][];
            vehicleDoorCounts: components["schemas"]["ReferenceOption"][];
            vehicleOwnershipOptions: components["schemas"]["ReferenceOption"][];
            vehicleSecurityDevices: components["schemas"]["ReferenceOption"][];
            vehicleStorageOptions: components["schemas"]["ReferenceOption"][];
            vehicleTransmissions: components["schemas"]["ReferenceOption"][];
            vehicleUses: components["schemas"]["ReferenceOption"][];
            voluntaryExcessOptions: components["schemas"]["ReferenceOption"][];
            businessRadiusOptions: components["schemas"]["ReferenceOption"][];
            deliveryOperators: components["schemas"]["ReferenceOption"][];
            countriesOfRegistration: components["schemas"]["ReferenceOption"][];
        };
        AllReferenceListData: {
            referenceData: components["schemas"]["ReferenceData"];
        };
        /**
         * @example {
         *       "registration": "DL19 CAR",
         *       "make": {
         *         "code": "TOYOTA",
         *         "desc": "Toyota"
         *       },
         *       "model": {
         *         "code": "PRIUS",
         *         "desc": "Prius Business Edition Plus VVT-i CVT"
         *       },
         *       "numberOfDoors": {
         *         "code": "5",
         *         "desc": "5 Doors"
         *       },
         *       "bodyType": {
         *         "code": "HB",
         *         "desc": "Hatchback"
         *       },
         *       "cubicCapacity": 1798,
         *       "fuelType": {
         *         "code": "H",
         *         "desc": "Hybrid Electric"
         *       },
         *       "transmission": {
         *         "code": "A",
         *         "desc": "Automatic"
         *       },
         *       "value": 14500,
         *       "yearOfManufacture": 2019,
         *       "registrationDate": "2019-03-01",
         *       "abiCode": "53500303",
         *       "abiGroup": 15,
         *       "numberOfSeats": 5,
         *       "grossWeight": 1790,
         *       "isQPlate": false
         *     }
         */
        VehicleInfo: {
            registration: string;
            make: components["schemas"]["CodeDesc"];
            model: components["schemas"]["CodeDesc"];
            numberOfDoors: components["schemas"]["CodeDesc"];
            bodyType: components["schemas"]["CodeDesc"];
            /** @description Engine size in cc. */
            cubicCapacity: number;
            fuelType: components["schemas"]["CodeDesc"];
            transmission: components["schemas"]["CodeDesc"];
            /** @description Estimated vehicle value in GBP. */
            value: number;
            yearOfManufacture: number;
            /** Format: date */
            registrationDate: string;
            abiCode: string;
            abiGroup: number;
            numberOfSeats: number;
            /** @description Gross vehicle weight in kg. */
            grossWeight: number;
            isQPlate: boolean;
        };
        /**
         * @example {
         *       "isCommercialVehicle": false,
         *       "isMotorCycle": false,
         *       "vehicleInfo": {
         *         "registration": "DL19 CAR",
         *         "make": {
         *           "code": "TOYOTA",
         *           "desc": "Toyota"
         *         },
         *         "model": {
         *           "code": "PRIUS",
         *           "desc": "Prius Business Edition Plus VVT-i CVT"
         *         },
         *         "numberOfDoors": {
         *           "code": "5",
         *           "desc": "5 Doors"
         *         },
         *         "bodyType": {
         *           "code": "HB",
         *           "desc": "Hatchback"
         *         },
         *         "cubicCapacity": 1798,
         *         "fuelType": {
         *           "code": "H",
         *           "desc": "Hybrid Electric"
         *         },
         *         "transmission": {
         *           "code": "A",
         *           "desc": "Automatic"
         *         },
         *         "value": 14500,
         *         "yearOfManufacture": 2019,
         *         "registrationDate": "2019-03-01",
         *         "abiCode": "53500303",
         *         "abiGroup": 15,
         *         "numberOfSeats": 5,
         *         "grossWeight": 1790,
         *         "isQPlate": false
         *       }
         *     }
         */
        VehicleLookupResult: {
            isCommercialVehicle: boolean;
            isMotorCycle: boolean;
            vehicleInfo: components["schemas"]["VehicleInfo"];
        };
        /**
         * @example {
         *       "makes": [
         *         {
         *           "code": "FORD",
         *           "desc": "Ford"
         *         },
         *         {
         *           "code": "TOYOTA",
         *           "desc": "Toyota"
         *         }
         *       ]
         *     }
         */
        VehicleMakesResult: {
            makes: components["schemas"]["CodeDesc"][];
        };
        /**
         * @example {
         *       "models": [
         *         {
         *           "code": "PRIUS",
         *           "desc": "Prius"
         *         },
         *         {
         *           "code": "YARIS",
         *           "desc": "Yaris"
         *         }
         *       ]
         *     }
         */
        VehicleModelsResult: {
            models: components["schemas"]["CodeDesc"][];
        };
        /**
         * @example {
         *       "quoteReference": "QTE-000123",
         *       "vehicleRegistration": "DL19 CAR"
         *     }
         */
        SetVehicleRegistrationRequest: {
            quoteReference: string;
            vehicleRegistration: components["schemas"]["VehicleRegistration"];
        };
        /**
         * @example {
         *       "quoteReference": "QTE-000123",
         *       "vehicleRegistration": "DL19 CAR"
         *     }
         */
        SetVehicleRegistrationResult: {
            quoteReference: string;
            vehicleRegistration: string;
            underwritingOutcome?: components["schemas"]["UnderwritingOutcome"];
            /** @description The option to buy after a re-rate. */
            optionId?: string;
            underwritingOutcomeResponseId?: string;
        };
    };
    responses: {
        /** @description Validation error. */
        ValidationError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "VALIDATION_ERROR",
                 *       "message": "Validation error.",
                 *       "errors": [
                 *         {
                 *           "field": "query.Postcode",
                 *           "message": "Please enter a valid postcode"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description An unexpected server error occurred. */
        UnexpectedError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "code": "INTERNAL_ERROR",
                 *       "message": "An unexpected server error occurred."
                 *     }
                 */
                "application/json": components["schemas"]["ApiError"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    searchAddresses: {
        parameters: {
            query: {
                /**
                 * @description UK postcode (either case, optional space), a special-territory postcode, or a BFPO number.
                 * @example SW1A 1AA
                 */
                Postcode: components["schemas"]["Postcode"];
                /**
                 * @description House name or number; optional, but when sent it is a string (never null).
                 * @example 10
                 */
                HouseNumber?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The addresses found at the postcode. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AddressSearchItem"][];
                };
            };
            /** @description Could not find addresses with requested postcode. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getFullAddressByAddressId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The `itemId` of an address search result.
                 * @example GB|RM|A|10000001
                 */
                addressId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The full address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FullAddress"];
                };
            };
            /** @description Could not find address with requested Id. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    checkBankDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json-patch+json": components["schemas"]["BankDetailsCheckRequest"];
                "application/json": components["schemas"]["BankDetailsCheckRequest"];
            };
        };
        responses: {
            /** @description The result of the check. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankDetailsCheckResult"];
                };
            };
            /** @description No Content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getAllReferenceListData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All reference lists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AllReferenceListData"];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getCurrentPolicyOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current-policy options. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getAdditionalDrivingQualifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The additional driving qualifications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getAnnualTaxiClaimFreeYears: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The annual taxi claim-free years. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getCancellationReasons: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancellation reasons. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getCancelledPolicyTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancelled policy types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getClaimFreeOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The claim-free options. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getClaimStatuses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The claim statuses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getClaimTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The claim types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getConvictionCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conviction (DVLA offence) codes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getCountryEarnedNcdOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The country-earned NCD options. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getCoverLevels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cover levels. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getCommercialVehicleMonths: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The commercial-vehicle months. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getCommercialVehicleDays: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The commercial-vehicle days. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getEmploymentStatusTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The employment status types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getGenders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The genders. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getHearAboutUsOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The hear-about-us options. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getIndustryTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The industry types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getLevelOfCoverTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The level of cover types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getLicenceTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The licence types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getLicenceRestrictions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The licence restrictions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getLicensingAreas: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The licensing areas. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getMaritalStatusList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The marital statuses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getMedicalConditions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The medical conditions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getMileageIncrementOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The mileage increment options. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getNamedDriverLengthOnPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The named-driver lengths on policy. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getNoClaimsBonusYears: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The no-claims bonus years. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getNoClaimsDiscountTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The no-claims discount types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getOccupationTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The occupation types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getStudentOccupationTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The student occupation types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getStudentCourseTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The student course types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getPolicyDrivingRestrictions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The policy driving restrictions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getRelationshipToProposerList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The relationships to the proposer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getTitlesList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The titles. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getVehicleBodyTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The vehicle body types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getVehicleFuelTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The vehicle fuel types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getVehicleKeeperOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The vehicle keeper options. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getVehicleModifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The vehicle modifications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getVehicleDoorCounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The vehicle door counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getVehicleOwnershipOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The vehicle ownership options. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getVehicleSecurityDevices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The vehicle security devices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getVehicleStorageOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The vehicle storage options. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getVehicleTransmissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The vehicle transmissions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getVehicleUses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The vehicle uses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getGetVoluntaryExcessOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The voluntary excess options. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getBusinessRadius: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The business radius options. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getDeliveryOperators: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery operators. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getCountriesOfRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The countries of registration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferenceOption"][];
                };
            };
            /** @description Could not find the list of options. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getVehicleDetailsByVrm: {
        parameters: {
            query: {
                /**
                 * @description 1 to 9 letters, digits or spaces.
                 * @example DL19 CAR
                 */
                VehicleRegistration: components["schemas"]["VehicleRegistration"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The vehicle found for the registration. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleLookupResult"];
                };
            };
            /** @description Could not find vehicle associated with requested registration. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getVehicleMakes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The vehicle makes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleMakesResult"];
                };
            };
            /** @description Could not get a list of vehicle makes */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    getVehicleModels: {
        parameters: {
            query: {
                /**
                 * @description A make `code` from GetVehicleMakes.
                 * @example TOYOTA
                 */
                VehicleMakeCode: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The models of the make. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VehicleModelsResult"];
                };
            };
            /** @description Could not get a list of models. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ValidationError"];
            default: components["responses"]["UnexpectedError"];
        };
    };
    setVehicleRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json-patch+json": components["schemas"]["SetVehicleRegistrationRequest"];
                "application/json": components["schemas"]["SetVehicleRegistrationRequest"];
            };
        };
        responses: {
            /** @description The registration was set; the body echoes it, with a new outcome if the quote was rated again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SetVehicleRegistrationResult"];
                };
            };
            400: components["responses"]["ValidationError"];
            /** @description Quote failed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "QUOTE_DECLINED",
                     *       "message": "Quote failed"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Quote not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "code": "QUOTE_NOT_FOUND",
                     *       "message": "Quote not found"
                     *     }
                     */
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            default: components["responses"]["UnexpectedError"];
        };
    };
}
