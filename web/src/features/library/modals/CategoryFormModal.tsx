import { CategoryInput, SurveyMessages, type Category } from '@canopy/contracts';
import { errorDetail } from '../../../shared/api/http';
import { notifySuccess } from '../../../shared/ui/notify';
import { NameFormModal } from '../../../shared/forms/NameFormModal';
import { useSaveCategory } from '../hooks/useSaveCategory';

type Props = { category: Category | null; onClose: () => void; onSaved?: (category: Category) => void };

/** New Category, or editing one: a name and a description; Enter submits. */
export function CategoryFormModal({ category, onClose, onSaved }: Props) {
  const save = useSaveCategory();
  return (
    <NameFormModal
      title={category ? 'Edit Category' : 'New Category'}
      nameLabel="Name"
      submitLabel={category ? 'Save' : 'Create category'}
      initial={{ name: category?.name ?? '', description: category?.description ?? '' }}
      description={{ maxRows: 5, maxLength: 2000, enterSubmits: true }}
      schema={CategoryInput}
      nameRequired={SurveyMessages.categoryNameRequired}
      onSubmit={(values) =>
        save.mutate(
          { id: category?.id, ...values },
          {
            onSuccess: (saved) => {
              notifySuccess(category ? 'Category saved' : 'Category created', saved.name);
              onSaved?.(saved);
              onClose();
            },
          },
        )
      }
      pending={save.isPending}
      error={save.isError ? errorDetail(save.error) : null}
      onClose={onClose}
    />
  );
}
