import MainichiCore

/// The shared words in Korean. Korean nouns take no plural; counts use the counter 개 ("단어 3개").
struct KoreanCommonStrings: CommonStrings {
    func count(_ count: Int, of kind: DeckKind) -> String {
        switch kind {
        case .vocab: "단어 \(TextFormat.grouped(count))개"
        case .kanji: "한자 \(TextFormat.grouped(count))자"
        }
    }

    func items(_ count: Int) -> String { "\(TextFormat.grouped(count))개" }
    func days(_ count: Int) -> String { "\(TextFormat.grouped(count))일" }
    func number(_ value: Int) -> String { TextFormat.grouped(value) }

    func kindName(_ kind: DeckKind) -> String {
        switch kind {
        case .vocab: "단어"
        case .kanji: "한자"
        }
    }

    func kindTitle(_ kind: DeckKind) -> String { kindName(kind) }

    func day(_ day: Int) -> String { "\(day)일차" }
    func dayName(deck: String, day: Int) -> String { "\(deck) \(day)일차" }
    var namesDeck: String { "인명" }

    func testModeName(_ mode: TestMode) -> String {
        switch mode {
        case .multipleChoice: "객관식"
        case .typedReading: "읽기 입력"
        case .flashcard: "플래시카드"
        case .onyomi: "음독"
        case .meaningToWord: "단어 고르기"
        }
    }

    func interval(_ seconds: Double) -> String {
        guard let (figure, unit) = IntervalFormatter.parts(for: seconds) else { return "<1분" }
        switch unit {
        case .minutes: return figure + "분"
        case .hours: return figure + "시간"
        case .days: return figure + "일"
        case .months: return figure + "개월"
        case .years: return figure + "년"
        }
    }

    func date(year: Int, month: Int, day: Int) -> String { "\(year)년 \(month)월 \(day)일" }
    func compactDate(year: Int, month: Int, day: Int) -> String {
        "\(year).\(month < 10 ? "0" : "")\(month).\(day < 10 ? "0" : "")\(day)"
    }

    func shortDate(month: Int, day: Int) -> String { "\(month)월 \(day)일" }

    func weekdayName(_ weekday: Int) -> String { weekdayShort(weekday) + "요일" }

    func weekdayShort(_ weekday: Int) -> String {
        ["일", "월", "화", "수", "목", "금", "토"][(weekday - 1 + 7) % 7]
    }

    func monthShort(_ month: Int) -> String { "\((month - 1 + 12) % 12 + 1)월" }

    func reviewCounts(_ counts: ReviewCounts, compact: Bool) -> String {
        compact ? "새 \(counts.new) 학습 \(counts.learning) 복습 \(counts.due)"
            : "새 항목 \(counts.new), 학습 중 \(counts.learning), 복습 \(counts.due)"
    }

    func nonzeroReviewCounts(_ counts: ReviewCounts) -> String {
        let parts = [("새", counts.new), ("학습", counts.learning), ("복습", counts.due)]
            .filter { $0.1 > 0 }.map { "\($0.0) \($0.1)" }
        return parts.isEmpty ? "복습 0" : parts.joined(separator: " ")
    }

    var yes: String { "예" }
    var no: String { "아니요" }
    var ok: String { "확인" }
}
