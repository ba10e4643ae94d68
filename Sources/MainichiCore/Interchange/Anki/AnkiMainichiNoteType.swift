/// Mainichi's own Anki note type, which `mainichi export --format apkg` writes: a field for
/// each thing an item has, one card template, and the id that makes a second export of the
/// same type reuse the note type Anki made of the first.
///
/// An item with a production card (`ReviewDirection`: an Anki note's reversed card, imported)
/// is written in a second note type with the same fields and a second template, "Production"
/// (the meaning asks for the word), so its second card goes back to Anki as card 2 of the note.
public enum AnkiMainichiNoteType {
    /// The note type's id in every package (a time in milliseconds, as Anki's ids are).
    public static let id: Int64 = 1_764_547_200_000
    public static let name = "Mainichi"
    /// The fields, in order.
    public enum Field: Int, CaseIterable, Sendable {
        case word, reading, meaning, koreanMeaning, partOfSpeech, examples, kanjiReadings, notes, audio

        /// The field's name in Anki.
        public var name: String {
            switch self {
            case .word: "Word"
            case .reading: "Reading"
            case .meaning: "Meaning"
            case .koreanMeaning: "Korean meaning"
            case .partOfSpeech: "Part of speech"
            case .examples: "Examples"
            case .kanjiReadings: "Kanji readings"
            case .notes: "Notes"
            case .audio: "Audio"
            }
        }
    }

    public static var fieldNames: [String] { Field.allCases.map(\.name) }

    /// The card template's name, question and answer.
    public static let templateName = "Recognition"
    public static let question = "<div class=word>{{Word}}</div>"
    public static let answer = """
        {{FrontSide}}
        <hr id=answer>
        {{#Reading}}<div class=reading>{{Reading}}</div>{{/Reading}}
        {{#Part of speech}}<div class=pos>{{Part of speech}}</div>{{/Part of speech}}
        <div class=meaning>{{Meaning}}</div>
        {{#Korean meaning}}<div class=meaning>{{Korean meaning}}</div>{{/Korean meaning}}
        {{#Kanji readings}}<div class=readings>{{Kanji readings}}</div>{{/Kanji readings}}
        {{#Examples}}<div class=examples>{{furigana:Examples}}</div>{{/Examples}}
        {{#Notes}}<div class=notes>{{Notes}}</div>{{/Notes}}
        {{Audio}}
        """
    public static let css = """
        .card { font-family: sans-serif; font-size: 22px; text-align: center; color: black; background-color: white; }
        .word { font-size: 40px; }
        .reading { font-size: 26px; }
        .pos, .readings, .notes { font-size: 16px; color: #666; }
        .examples { font-size: 20px; text-align: left; margin-top: 1em; }
        .examples ruby rt { font-size: 11px; }
        """

    /// The note type with the production card: its id, name and second template.
    public static let productionID: Int64 = 1_764_633_600_000
    public static let productionName = "Mainichi (and production)"
    public static let productionTemplateName = "Production"
    public static let productionQuestion = """
        <div class=meaning>{{Meaning}}</div>
        {{#Korean meaning}}<div class=meaning>{{Korean meaning}}</div>{{/Korean meaning}}
        """
    public static let productionAnswer = """
        {{FrontSide}}
        <hr id=answer>
        <div class=word>{{Word}}</div>
        {{#Reading}}<div class=reading>{{Reading}}</div>{{/Reading}}
        {{#Part of speech}}<div class=pos>{{Part of speech}}</div>{{/Part of speech}}
        {{#Kanji readings}}<div class=readings>{{Kanji readings}}</div>{{/Kanji readings}}
        {{#Examples}}<div class=examples>{{furigana:Examples}}</div>{{/Examples}}
        {{#Notes}}<div class=notes>{{Notes}}</div>{{/Notes}}
        {{Audio}}
        """

    /// Whether `noteType` is this note type or the one with the production card (by name and
    /// fields), as a package Anki wrote back holds it.
    public static func matches(_ noteType: AnkiNoteType) -> Bool {
        guard noteType.fieldNames == fieldNames else { return false }
        return noteType.name == name || noteType.name.hasPrefix(name + "-") || noteType.id == id
            || noteType.name == productionName || noteType.name.hasPrefix(productionName + "-") || noteType.id == productionID
    }
}
