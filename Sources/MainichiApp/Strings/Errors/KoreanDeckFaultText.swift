import MainichiCore

/// A deck file's fault in Korean: what was expected and what was found (the English words are
/// the core's `DeckFault.message`, which the English table shows unchanged).
enum KoreanDeckFaultText {
    /// `word` with its subject particle: 이 after a final consonant, 가 after a vowel, 이(가) when
    /// the word does not end in Hangul ("필드 이름이", "배열이", "':'이(가)").
    static func subject(_ word: String) -> String {
        guard let last = word.unicodeScalars.last, (0xAC00...0xD7A3).contains(last.value) else { return word + "이(가)" }
        return word + ((last.value - 0xAC00) % 28 == 0 ? "가" : "이")
    }

    static func text(_ fault: DeckFault) -> String {
        switch fault {
        case .wrongType(let expected, let found): "\(subject(expectation(expected))) 와야 하는데 \(valueType(found))입니다"
        case .wrongValue(let expected, let found): "\(subject(expectation(expected))) 와야 하는데 \(found)입니다"
        case .missing(let expected): "없습니다. \(subject(expectation(expected))) 있어야 합니다"
        case .duplicateID(let id, let first): "id \"\(id)\"가 중복됩니다 (items[\(first)]에서 먼저 씀)"
        case .unreadableLine: "이 줄만으로는 읽을 수 없습니다"
        case .segmentsMismatch(let spelled, let sentence): "구간을 이으면 \"\(spelled)\"로, 문장 \"\(sentence)\"과(와) 다릅니다"
        case .unknownRareReading(let reading): "\"\(reading)\"은(는) 이 한자의 음독이나 훈독이 아닙니다"
        case .noMeaning(let onlyBlanks):
            onlyBlanks ? "뜻이 하나 이상 있어야 하는데 빈 문자열뿐입니다" : "뜻이 하나 이상 있어야 하는데 빈 배열입니다"
        case .syntax(let fault): syntax(fault)
        }
    }

    static func valueType(_ type: DeckFault.ValueType) -> String {
        switch type {
        case .null: "null"
        case .boolean: "참/거짓 값"
        case .number: "숫자"
        case .string: "문자열"
        case .array: "배열"
        case .object: "객체"
        }
    }

    static func expectation(_ expected: DeckFault.Expectation) -> String {
        switch expected {
        case .object: "객체"
        case .formatVersion(let version): "\(version) (이 mainichi가 읽는 유일한 형식 버전)"
        case .deckKind: "\"vocab\" 또는 \"kanji\""
        case .deckID: "영소문자, 숫자, -, _로 된 1~64자의 덱 id"
        case .level: "N5, N4, N3, N2, N1 중 하나"
        case .levelOrEmpty: "N5, N4, N3, N2, N1 중 하나 또는 \"\""
        case .itemArray: "항목 배열"
        case .vocabExample: "\"ja\"와 \"en\"이 있는 객체"
        case .kanjiExample: "\"word\", \"reading\", \"meaning\", \"level\"이 있는 객체"
        case .exampleArray: "예문 배열"
        case .exampleArrayMayBeEmpty: "예문 배열 (비어 있어도 됨)"
        case .segmentArray: "[글자, 읽기] 쌍의 배열"
        case .segment: "글자가 비어 있지 않은 [글자, 읽기]"
        case .kanaReading(let text): "가나로 쓴 \"\(text)\"의 읽기"
        case .string: "문자열"
        case .nonEmptyString: "비어 있지 않은 문자열"
        case .wholeNumber(let minimum?, let maximum?): "\(minimum)~\(maximum)의 정수"
        case .wholeNumber(let minimum?, nil): "\(minimum) 이상의 정수"
        case .wholeNumber: "정수"
        case .radicalNumber: "1~214의 정수 (강희 부수)"
        case .downstep(let morae, let reading): "0부터 \"\(reading)\"의 박 수 \(morae)까지의 악센트 핵"
        case .stringArray: "문자열 배열"
        case .meaningArray: "뜻이 하나 이상 있는 배열"
        case .oneCharacter: "한 글자"
        case .audioFileName: "media 폴더 안의 파일 이름 (폴더 없이, 점으로 시작하지 않음)"
        }
    }

    static func syntax(_ fault: JSONSyntaxFault) -> String {
        let truncated = "파일이 중간에 끝납니다 (잘린 파일 같습니다)"
        return switch fault {
        case .truncated: truncated
        case .unterminatedString: "닫히지 않은 문자열: " + truncated
        case .trailing(let found): "문서가 끝난 뒤에 \(subject(Self.found(found))) 있습니다"
        case .invalidUTF8: "올바른 UTF-8이 아닙니다 (덱 파일은 UTF-8 텍스트여야 함)"
        case .unexpected(let expected, let found): "\(subject(token(expected))) 와야 하는데 \(Self.found(found))입니다"
        case .tooDeep: "너무 깊이 중첩되어 있습니다"
        case .duplicateField(let key): "필드 \"\(key)\"가 한 객체에 두 번 나옵니다"
        case .controlCharacter(let hex): "문자열 안에 제어 문자 0x\(hex)가 있습니다 (이스케이프로 쓰세요)"
        case .invalidSurrogatePair: "\\u 이스케이프의 서로게이트 쌍이 잘못되었습니다"
        case .loneSurrogate: "\\u 이스케이프에 짝 없는 서로게이트가 있습니다"
        case .unknownEscape(.character(let character)): "문자열 안에 알 수 없는 이스케이프 '\\\(character)'가 있습니다"
        case .unknownEscape(let found): "문자열 안에 알 수 없는 이스케이프 (\\ 뒤에 \(Self.found(found)))가 있습니다"
        case .numberOutOfRange: "숫자가 범위를 벗어납니다"
        }
    }

    static func found(_ found: JSONSyntaxFault.Found) -> String {
        switch found {
        case .endOfFile: "파일 끝"
        case .character(let character): "문자 '\(character)'"
        case .byte(let byte): "바이트 0x" + String(byte, radix: 16, uppercase: true)
        }
    }

    static func token(_ token: JSONSyntaxFault.Token) -> String {
        switch token {
        case .value: "값"
        case .literal(let literal): "\"\(literal)\""
        case .fieldName: "따옴표로 감싼 필드 이름"
        case .colon: "필드 이름 뒤의 ':'"
        case .commaOrBrace: "객체 안의 ',' 또는 '}'"
        case .commaOrBracket: "배열 안의 ',' 또는 ']'"
        case .hexDigit: "\\u 이스케이프의 16진 숫자"
        case .digit: "숫자의 자릿수"
        case .fractionDigit: "소수점 뒤의 숫자"
        case .exponentDigit: "지수의 숫자"
        }
    }
}
