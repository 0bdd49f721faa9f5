import type { CardTitle, MediaCardAddons } from '../../ui/media-card-addons';
import { useTitleStatesBatch } from '../use-title-states-batch';
import { useLibraryMember } from '../use-library-member';
import { CardLibraryControl } from './card-library-control';
import { TitleBadges } from './title-badges';

/** One request for a whole list of cards; each card then reads its own title's states. */
function TitleStatesLoader({ titles }: { titles: readonly CardTitle[] }) {
  useTitleStatesBatch(titles);
  return null;
}

function LibraryCardAddon({ title, describedById }: { title: CardTitle; describedById: string }) {
  const uid = useLibraryMember();
  return (
    <>
      <TitleBadges id={describedById} title={title} />
      {uid !== null && <CardLibraryControl title={title} />}
    </>
  );
}

/** The library on movie and TV cards: badges, and a control that opens the title's actions. */
export const libraryCardAddons: MediaCardAddons = {
  ListAddon: TitleStatesLoader,
  CardAddon: LibraryCardAddon,
};
