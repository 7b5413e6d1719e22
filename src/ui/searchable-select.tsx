import './forms.css';
import { useEffect, useState, type KeyboardEvent } from 'react';
import type { ReferenceOption } from '../../machines/core/reference-data';
import { FieldFrame } from './field-frame';
import { labelId } from './field-ids';
import { splitFieldProps, type BaseFieldProps } from './field-props';

export interface SearchableSelectProps extends BaseFieldProps {
  options: readonly ReferenceOption[];
  /** The chosen option's code; '' (or null) while nothing is chosen. */
  value: string | null | undefined;
  onChange: (code: string) => void;
  /** How many matches are listed at once; typing more narrows the list. */
  maxResults?: number;
  noMatchesText?: string;
  disabled?: boolean;
}

const normalise = (text: string): string => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** Options whose description holds every typed word, those starting with the query first. */
export function filterOptions(
  options: readonly ReferenceOption[],
  query: string,
): ReferenceOption[] {
  const wanted = normalise(query);
  if (wanted === '') return [...options];
  const words = wanted.split(' ');
  const matches = options.filter((option) => {
    const description = normalise(option.description);
    return words.every((word) => description.includes(word));
  });
  const starts = matches.filter((option) => normalise(option.description).startsWith(wanted));
  return [...starts, ...matches.filter((option) => !starts.includes(option))];
}

/**
 * A combobox for long reference lists (occupations, industries): typing filters the list, the
 * arrow keys move through it, Enter chooses and Escape closes it.
 */
export function SearchableSelect({
  options,
  value,
  onChange,
  maxResults = 100,
  noMatchesText = 'No matches',
  disabled,
  ...field
}: SearchableSelectProps) {
  const { frame, onBlur } = splitFieldProps(field);
  const { id, error } = frame;
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const selected = options.find((option) => option.code === value);
  const matches = filterOptions(options, query ?? '');
  const shown = matches.slice(0, maxResults);
  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeOption = open ? shown[active] : undefined;

  useEffect(() => {
    if (!open || active < 0) return;
    document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active, id]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (option: ReferenceOption) => {
    onChange(option.code);
    setQuery(null);
    close();
  };

  const openAt = (index: number) => {
    setOpen(true);
    setActive(index);
  };

  const commitTyped = () => {
    if (query === null) return;
    const typed = normalise(query);
    if (typed === '') {
      if (value) onChange('');
    } else {
      const exact = options.find((option) => normalise(option.description) === typed);
      if (exact) onChange(exact.code);
    }
    setQuery(null);
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    switch (event.key) {
      case 'ArrowDown': {
        event.preventDefault();
        if (!open) {
          const current = shown.findIndex((option) => option.code === value);
          openAt(event.altKey ? -1 : Math.max(current, 0));
        } else if (last >= 0) {
          setActive(active >= last ? 0 : active + 1);
        }
        break;
      }
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) openAt(last);
        else if (last >= 0) setActive(active <= 0 ? last : active - 1);
        break;
      }
      case 'Enter': {
        if (!open) break;
        event.preventDefault();
        if (activeOption) choose(activeOption);
        else if (shown.length === 1 && shown[0]) choose(shown[0]);
        break;
      }
      case 'Escape': {
        if (!open && query === null) break;
        event.preventDefault();
        setQuery(null);
        close();
        break;
      }
      default:
        break;
    }
  };

  return (
    <FieldFrame {...frame}>
      {(control) => (
        <div className="combobox">
          <input
            id={id}
            className={
              error ? 'form-input combobox__input form-input--error' : 'form-input combobox__input'
            }
            type="text"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            disabled={disabled}
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={activeOption ? optionId(active) : undefined}
            {...control}
            value={query ?? selected?.description ?? ''}
            onChange={(event) => {
              setQuery(event.target.value);
              openAt(-1);
            }}
            onClick={() => (open ? close() : openAt(-1))}
            onKeyDown={keyDown}
            onBlur={() => {
              commitTyped();
              close();
              onBlur?.();
            }}
          />
          <ul
            id={listId}
            className="combobox__listbox"
            role="listbox"
            aria-labelledby={labelId(id)}
            hidden={!open || shown.length === 0}
          >
            {shown.map((option, index) => (
              <li
                key={option.code}
                id={optionId(index)}
                role="option"
                className={
                  index === active
                    ? 'combobox__option combobox__option--active'
                    : 'combobox__option'
                }
                aria-selected={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                {option.description}
              </li>
            ))}
          </ul>
          {open && shown.length === 0 ? <p className="combobox__empty">{noMatchesText}</p> : null}
          <div className="visually-hidden" role="status" aria-live="polite">
            {open ? resultsText(matches.length, shown.length) : ''}
          </div>
        </div>
      )}
    </FieldFrame>
  );
}

function resultsText(total: number, shown: number): string {
  if (total === 0) return 'No results';
  const count = total === 1 ? '1 result available' : `${total} results available`;
  return shown < total
    ? `${count}, showing the first ${shown}. Keep typing to narrow the list`
    : count;
}
