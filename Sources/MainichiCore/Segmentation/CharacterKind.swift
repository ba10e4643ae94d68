/// The kind of a character, for cutting text into runs the segmenter treats alike.
enum CharacterKind: Equatable {
    case japanese, digit, latin, space, punctuation

    init(_ character: Character) {
        if Kana.isKanji(character) || Kana.isKana(character) || character == "ヶ" || character == "ヵ" {
            self = .japanese
        } else if character.isWhitespace {
            self = .space
        } else if character.isNumber && character.unicodeScalars.allSatisfy({ $0.properties.numericType == .decimal }) {
            self = .digit
        } else if character.isLetter {
            self = .latin
        } else {
            self = .punctuation
        }
    }

    /// Whether a character of this kind joins a run of `kind` (3.5 stays one number, a word of
    /// letters one token; each punctuation mark stands alone).
    func continuesRun(of kind: CharacterKind) -> Bool {
        switch (kind, self) {
        case (.japanese, .japanese), (.latin, .latin), (.space, .space), (.digit, .digit): true
        default: false
        }
    }

    var tokenKind: TextToken.Kind {
        switch self {
        case .japanese: .unknownKana
        case .digit: .number
        case .latin: .latin
        case .space: .space
        case .punctuation: .punctuation
        }
    }
}
