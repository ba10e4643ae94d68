import MainichiCore

/// The Anki package import's words in Korean.
struct KoreanAnkiImportStrings: AnkiImportStrings {
    func format(_ format: AnkiPackageFormat) -> String { "형식: Anki 패키지 (\(format.rawValue))" }
    var noteTypesHeading: String { "노트 유형 (필드의 역할은 --map 'NOTE TYPE:FIELD=ROLE'로 바꿉니다):" }
    func noteType(_ name: String, notes: Int) -> String { "  \(name) (노트 \(notes)개)" }
    func field(_ number: Int, name: String, role: AnkiFieldRole) -> String { "    \(number) \(name): \(role.rawValue)" }
    var decksHeading: String { "덱:" }
    func deck(_ name: String, isNew: Bool, id: String, new: Int, updates: Int, errors: Int) -> String {
        "  \(name) (\(isNew ? "새 덱" : "내 덱") \(id)): 새 항목 \(new)개, 갱신 \(updates)개, 가져오지 못함 \(errors)개"
    }
    func row(note: Int, word: String, reading: String, meanings: String, updates: Bool) -> String {
        "    노트 \(note): \(word) [\(reading)] \(meanings)\(updates ? " (갱신)" : "")"
    }
    var problemsHeading: String { "가져오지 못한 노트:" }
    func summary(cards: Int, reviews: Int, newEvents: Int?, suspended: Int, buried: Int, media: Int) -> String {
        let journal = newEvents.map { " (기록에 새로 \($0)개)" } ?? ""
        return "가져온 것: 카드 \(cards)장, 복습 \(reviews)회\(journal), 보류 \(suspended)장, 묻어 둔 카드 \(buried)장, 미디어 파일 \(media)개"
    }
    func cardKinds(recognition: Int, production: Int) -> String {
        "카드 종류: 단어 먼저 \(recognition)장, 뜻 먼저 \(production)장 (역방향 카드)"
    }
    func knownNotes(_ count: Int) -> String {
        "  노트 \(count)개는 마이니치 덱의 단어입니다: 복습은 그 단어에 들어가고, 덱은 만들지 않습니다"
    }
    func leftOut(cards: Int, reviews: Int) -> String {
        "가져오지 않은 것: 카드 \(cards)장, 복습 \(reviews)회 (노트의 세 번째 이후 카드, 한 번도 공부하지 않은 두 번째 카드, 가져오지 못한 노트)"
    }
    func badMap(_ value: String) -> String {
        "--map \(value): 'NOTE TYPE:FIELD=ROLE' 형식으로, 패키지의 노트 유형과 필드, 그리고 역할("
            + AnkiFieldRole.allCases.map(\.rawValue).joined(separator: ", ") + ")을 적으세요"
    }
    var nothingWrittenDryRun: String { "아무것도 쓰지 않았습니다 (--dry-run)." }
}

