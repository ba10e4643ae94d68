import MainichiCore

/// The Anki package preview in Korean.
struct KoreanAnkiImportScreenStrings: AnkiImportScreenStrings {
    var title: String { "Anki 패키지" }
    func summary(format: AnkiPackageFormat, notes: Int, cards: Int, reviews: Int) -> String {
        "Anki 패키지 (\(format.rawValue)): 노트 \(notes)개, 카드 \(cards)장, 복습 \(reviews)회"
    }
    func cardKinds(recognition: Int, production: Int) -> String {
        "단어 먼저 \(recognition)장, 뜻 먼저 \(production)장 (역방향 카드)"
    }
    func noteTypeHeading(_ name: String, notes: Int) -> String { "노트 유형 \(name) (노트 \(notes)개)" }
    func roleName(_ role: AnkiFieldRole) -> String {
        switch role {
        case .word: "단어"
        case .reading: "읽기"
        case .meaning: "뜻"
        case .example: "예문"
        case .exampleTranslation: "예문 번역"
        case .audio: "음성"
        case .partOfSpeech: "품사"
        case .notes: "메모"
        case .ignored: "무시"
        }
    }
    func deck(_ name: String, new: Int, updates: Int, errors: Int, isNew: Bool) -> String {
        "\(name): 새 항목 \(new)개, 갱신 \(updates)개, 가져오지 못함 \(errors)개\(isNew ? " (새 덱)" : "")"
    }
    func states(suspended: Int, buried: Int, audio: Int) -> String {
        "보류 \(suspended)장, 묻어 둔 카드 \(buried)장, 음성 파일 \(audio)개"
    }
    var selectFieldFirst: String { "필드를 고른 뒤 Left/Right로 역할을 바꿉니다" }
    func question(notes: Int, decks: Int, reviews: Int) -> String {
        "노트 \(notes)개를 덱 \(decks)개로, 복습 \(reviews)회와 함께 가져올까요?"
    }
    func imported(notes: Int, decks: Int, reviews: Int, media: Int) -> String {
        "노트 \(notes)개를 덱 \(decks)개로 가져왔습니다. 새 복습 \(reviews)회, 음성 파일 \(media)개"
    }
    var noReader: String { "이 빌드는 Anki 패키지를 읽을 수 없습니다" }
}
