import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { Alert } from '@/components/ui/Alert';
import { RadioSelect } from '@/components/ui/RadioSelect';
import { addressFormValues, addressMetadata, ADDRESS_FIELDS } from './address-fields';
import type { AddressValues } from './address-schema';
import { DomesticAddressFields } from './DomesticAddressFields';
import { ForeignAddressFields } from './ForeignAddressFields';
import { showServerErrors } from '@/components/forms/server-errors';
import { StepActions } from './StepActions';
import { CEP_LOOKUP_TOAST, useCepLookup } from '@/hooks/usePostalCodeLookup';
import { useDocumentUpload } from '@/hooks/useDocumentUpload';
import { DocumentField } from '@/components/attachments/DocumentField';
import { PROOF_OF_ADDRESS_FILES } from '@/domain/attachments-file-rules';
import type { StepProps } from './step-types';
import { lazyYupResolver } from '@/components/forms/lazy-yup-resolver';

const RESIDENCE_OPTIONS = [
  { value: 'N', label: 'Não, moro no Brasil' },
  { value: 'S', label: 'Sim, moro no exterior' },
] as const;

const addressResolver = lazyYupResolver(() => import('./address-schema').then((module) => module.addressSchema));

/** Step 4: where the person lives, in Brazil (CEP lookup) or abroad. */
export function AddressStep({ answers, onSave, onBack, isLastStep }: StepProps) {
  const savedAddress = answers[4];
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    setFocus,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<AddressValues>({ resolver: addressResolver, defaultValues: addressFormValues(savedAddress) });
  const foreignResident = useWatch({ control, name: 'foreignResident' });
  // Where the cursor goes once the looked-up address is on screen and its fields are enabled again.
  const focusAfterLookup = useRef<'numero' | 'logradouro' | null>(null);

  const { isLookingUp, onCepChange } = useCepLookup({
    onFound: (address) => {
      clearErrors('cep');
      const options = { shouldValidate: true, shouldDirty: true };
      setValue('logradouro', address.logradouro, options);
      setValue('bairro', address.bairro, options);
      setValue('cidade', address.localidade, options);
      setValue('estado', address.uf, options);
      // The provider's complement describes the stretch of street; it is only a start when the person typed none.
      if (!getValues('complemento')) setValue('complemento', address.complemento, options);
      // The number is the one thing a CEP never knows; a CEP of a whole town has no street either.
      focusAfterLookup.current = address.logradouro ? 'numero' : 'logradouro';
    },
    onFailed: (message) => {
      setError('cep', { type: 'lookup', message });
      toast.error(CEP_LOOKUP_TOAST);
    },
  });

  useEffect(() => {
    if (isLookingUp || !focusAfterLookup.current) return;
    setFocus(focusAfterLookup.current);
    focusAfterLookup.current = null;
  }, [isLookingUp, setFocus]);

  const proofOfResidence = useDocumentUpload();
  // A proof sent before stays with the address unless another file is chosen.
  const savedProof = savedAddress?.proofResidence ? { id: savedAddress.proofResidence, name: savedAddress.proofResidenceName } : null;

  const onSubmitAddress = async (values: AddressValues) => {
    try {
      const uploaded = await proofOfResidence.upload();
      const metadata = { ...addressMetadata(values), proofResidence: uploaded ?? savedProof?.id ?? null };
      const proofResidenceName = uploaded !== null ? (proofOfResidence.file?.name ?? null) : (savedProof?.name ?? null);
      await onSave(metadata, { ...metadata, proofResidenceName });
    } catch (error) {
      showServerErrors(error, setError, ADDRESS_FIELDS);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmitAddress)} className="space-y-6">
      {errors.root?.server ? <Alert>{errors.root.server.message}</Alert> : null}
      <fieldset disabled={isSubmitting} className="space-y-6">
        <RadioSelect
          name="foreignResident"
          legend="Você mora fora do Brasil?"
          options={RESIDENCE_OPTIONS}
          value={foreignResident}
          onChange={(value) => {
            setValue('foreignResident', value === 'S' ? 'S' : 'N');
            clearErrors();
          }}
        />
        {foreignResident === 'S' ? (
          <ForeignAddressFields control={control} register={register} errors={errors} />
        ) : (
          <DomesticAddressFields control={control} register={register} errors={errors} isLookingUp={isLookingUp} onCepChange={onCepChange} />
        )}
        {savedProof && !proofOfResidence.file ? (
          <p className="text-sm text-gray-700 dark:text-gray-300">
            Comprovante já enviado: <strong className="font-semibold text-gray-900 dark:text-white">{savedProof.name ?? 'arquivo enviado'}</strong>. Escolha outro
            arquivo abaixo só se quiser trocá-lo.
          </p>
        ) : null}
        <DocumentField upload={proofOfResidence} label="Comprovante de residência (opcional)" files={PROOF_OF_ADDRESS_FILES} />
      </fieldset>
      <StepActions onBack={onBack} isSaving={isSubmitting} canProceed={!isLookingUp} isLastStep={isLastStep} />
    </form>
  );
}
