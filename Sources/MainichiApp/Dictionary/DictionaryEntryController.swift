import MainichiCore
import TerminalUI

/// A read-only screen for one dictionary entry that no deck has: the headword and its readings,
/// the common-word mark, other spellings and readings, and every sense with its part of speech.
/// Opened with Enter on a "not in your decks" search result; Esc goes back.
final class DictionaryEntryController: DetailController {
    let entry: DictionaryEntry

    init(context: AppContext, entry: DictionaryEntry) {
        self.entry = entry
        super.init(context: context, title: "Dictionary")
    }

    override var title: String {
        get { strings.dictionaryTitle }
        set {}
    }

    override var keyBindings: [KeyBinding] {
        // Adding is what a learner comes to an entry no deck has for: + is in the footer here.
        super.keyBindings + (context.deckStore == nil ? [] : [UserDeckActions.addBinding(context, inFooter: true)])
    }

    override func handle(_ key: Key) -> Bool {
        if context.deckStore != nil, UserDeckActions.addBinding(context).matches(key) {
            if !addMinedWord() { UserDeckActions.add(entry, from: self, context: context) }
            return true
        }
        return super.handle(key)
    }

    override func makeRows(width: Int) -> [DetailRow] {
        var rows: [DetailRow] = []
        var title: [(String, StyleRole)] = [(entry.headword, .title)]
        if !entry.spellings.isEmpty { title.append(("  " + entry.reading, .accent)) }
        rows.append(DetailRow(key: "title", lines: [title], isSelectable: true))
        let strings = strings
        var marks = entry.isCommon ? [strings.commonWord] : []
        let ownDeck = UserDeckMembership(store: context.deckStore).deckName(holding: entry)
        if let level = entry.level { marks.append("JLPT \(level.rawValue)") }
        if let ownDeck { marks.append(context.strings.search.inUserDeck(ownDeck)) }
        if entry.level == nil, ownDeck == nil { marks.append(strings.notInYourDecks) }
        var markRow = DetailRow.wrapped(marks.joined(separator: ", "), prefix: "", key: "marks", width: width, role: .dim)
        markRow.isSelectable = false
        rows.append(markRow)
        let otherReadings = Array(entry.readings.dropFirst())
        if !otherReadings.isEmpty {
            rows.append(.wrapped(otherReadings.joined(separator: "、"), prefix: strings.alsoRead, key: "readings", width: width,
                                 role: .normal))
        }
        if !entry.otherSpellings.isEmpty {
            rows.append(.wrapped(entry.otherSpellings.joined(separator: "、"), prefix: strings.alsoWritten, key: "spellings",
                                 width: width, role: .normal))
        }
        rows.append(.gap("senses"))
        rows.append(.heading(strings.meanings))
        for (index, sense) in entry.senses.enumerated() {
            let kind = sense.partOfSpeech.isEmpty ? "" : "(\(strings.partOfSpeech(sense.partOfSpeech))) "
            rows.append(.wrapped(kind + sense.glosses.joined(separator: "; "), prefix: "\(index + 1). ",
                                 key: "sense:\(index)", width: width))
        }
        return rows + longerWordRows(width: width)
    }
}
