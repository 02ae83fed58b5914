import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { RadioSelect, type RadioSelectProps } from '@/components/ui/RadioSelect';

type FormRadioSelectProps<T extends FieldValues> = Omit<RadioSelectProps, 'name' | 'value' | 'onChange' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** A RadioSelect bound to a react-hook-form field: the field's value (none until chosen), its change and its error. */
export function FormRadioSelect<T extends FieldValues>({ control, name, ...radioProps }: FormRadioSelectProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <RadioSelect {...radioProps} name={name} value={field.value || null} onChange={field.onChange} error={fieldState.error?.message} />
      )}
    />
  );
}
