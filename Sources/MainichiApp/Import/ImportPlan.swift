#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore

/// What confirming an import writes: the preview's entries as word drafts, new ones and updates
/// of items already in the deck, with missing readings and meanings filled from the dictionary
/// where it has exactly one entry for the word.
struct ImportPlan {
    /// Words to add.
    var newWords: [WordDraft] = []
    /// Items to update, by id.
    var updates: [(itemID: String, draft: WordDraft)] = []
    /// How many drafts got a reading or meaning from the dictionary.
    var filledCount = 0
    /// Lines whose word the dictionary has several entries for and that miss a reading or meaning:
    /// imported as they are, for the learner to review.
    var ambiguousLines: [Int] = []

    init(preview: ImportPreview, dictionary: JapaneseDictionary?) {
        for row in preview.rows {
            var draft = WordDraft(word: row.entry.word, reading: row.entry.reading, meanings: row.entry.meanings,
                                  notes: row.entry.notes)
            if draft.reading.isEmpty || draft.meanings.isEmpty, let dictionary {
                let entries = dictionary.lookup(draft.word).filter { $0.spellings.contains(draft.word) || $0.readings.contains(draft.word) }
                if entries.count == 1 {
                    if draft.reading.isEmpty { draft.reading = entries[0].reading }
                    if draft.meanings.isEmpty { draft.meanings = entries[0].meanings }
                    filledCount += 1
                } else if entries.count > 1 {
                    ambiguousLines.append(row.entry.line)
                }
            }
            if let id = row.matchedItemID {
                updates.append((id, draft))
            } else {
                newWords.append(draft)
            }
        }
    }
}
