import { useState } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ListEditor, type ListItemFormProps } from './list-editor';
import { JOURNEY_TEXT } from '../../machines/core/text';

afterEach(() => {
  cleanup();
});

interface Modification {
  name: string;
}

function ModificationForm({ item, onSave, cancelButton }: ListItemFormProps<Modification>) {
  const [name, setName] = useState(item?.name ?? '');
  return (
    <>
      <label htmlFor="modification-name">Modification</label>
      <input
        id="modification-name"
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <button type="button" onClick={() => onSave({ name })}>
        Save
      </button>
      {cancelButton}
    </>
  );
}

function Modifications({ initial = [] }: { initial?: Modification[] }) {
  const [items, setItems] = useState<Modification[]>(initial);
  return (
    <ListEditor
      items={items}
      onChange={setItems}
      itemLabel="modification"
      maxItems={3}
      renderSummary={(item) => item.name}
      renderForm={(props) => <ModificationForm {...props} />}
    />
  );
}

const field = () => screen.getByRole('textbox', { name: 'Modification' });
const list = () => screen.getByRole('list');
const button = (name: string | RegExp) => screen.getByRole('button', { name });

async function addItem(user: ReturnType<typeof userEvent.setup>, name: string) {
  const add = screen.queryByRole('button', { name: 'Add another modification' });
  if (add) await user.click(add);
  await user.type(field(), name);
  await user.click(button('Save'));
}

describe('ListEditor', () => {
  it('opens the form when the list is empty, with Cancel disabled', () => {
    render(<Modifications />);
    expect(screen.getByRole('group', { name: 'Add a modification' })).toBeDefined();
    expect(field()).toBeDefined();
    expect((button('Cancel') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('adds items, closes the form and offers another', async () => {
    const user = userEvent.setup();
    render(<Modifications />);
    await addItem(user, 'Alloy wheels');
    expect(within(list()).getByText('Alloy wheels')).toBeDefined();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(document.activeElement).toBe(button('Add another modification'));

    await user.click(button('Add another modification'));
    expect(document.activeElement).toBe(field());
    expect((button('Cancel') as HTMLButtonElement).disabled).toBe(false);
    await user.click(button('Cancel'));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('stops offering Add at the maximum', async () => {
    const user = userEvent.setup();
    render(<Modifications />);
    await addItem(user, 'Alloy wheels');
    await addItem(user, 'Tow bar');
    await addItem(user, 'Roof rack');
    expect(within(list()).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Add another modification' })).toBeNull();
    expect(screen.getByText('You can add up to 3 modifications.')).toBeDefined();
  });

  it('edits an item in place and locks the other items meanwhile', async () => {
    const user = userEvent.setup();
    render(<Modifications initial={[{ name: 'Alloy wheels' }, { name: 'Tow bar' }]} />);
    await user.click(button('Edit modification 1'));

    expect(screen.getByRole('group', { name: 'Edit modification 1' })).toBeDefined();
    const lockedEdit = screen.getByRole('button', {
      name: 'Edit modification 2',
      description: JOURNEY_TEXT.wizard.cannotRemoveWhilstEditing,
    });
    const lockedRemove = screen.getByRole('button', {
      name: 'Remove modification 2',
      description: JOURNEY_TEXT.wizard.cannotRemoveWhilstEditing,
    });
    expect(lockedEdit.getAttribute('aria-disabled')).toBe('true');
    await user.click(lockedRemove);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.clear(field());
    await user.type(field(), 'Spoiler');
    await user.click(button('Save'));
    const items = within(list()).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/Spoiler|Tow bar/).textContent)).toEqual([
      'Spoiler',
      'Tow bar',
    ]);
    expect(button('Remove modification 2').getAttribute('aria-disabled')).toBeNull();
  });

  it('removes an item only when Yes is chosen', async () => {
    const user = userEvent.setup();
    render(<Modifications initial={[{ name: 'Alloy wheels' }, { name: 'Tow bar' }]} />);

    await user.click(button('Remove modification 1'));
    const dialog = screen.getByRole('dialog', { name: 'Remove modification?' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(2);

    await user.click(button('Remove modification 1'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(list()).queryByText('Alloy wheels')).toBeNull();
    expect(within(list()).getByText('Tow bar')).toBeDefined();
  });

  it('reopens an empty form after the last item is removed', async () => {
    const user = userEvent.setup();
    render(<Modifications initial={[{ name: 'Tow bar' }]} />);
    expect(screen.queryByRole('textbox')).toBeNull();

    await user.click(button('Remove modification 1'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));

    expect(screen.queryByRole('list')).toBeNull();
    expect((field() as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(field());
    expect((button('Cancel') as HTMLButtonElement).disabled).toBe(true);
  });
});
