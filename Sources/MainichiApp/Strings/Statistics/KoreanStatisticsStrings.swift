import MainichiCore

/// The words of the statistics in Korean.
struct KoreanStatisticsStrings: StatisticsStrings {
    var title: String { "통계" }
    var scrollLabel: String { "스크롤" }
    var scrollHelp: String { "한 줄 아래/위로 스크롤 (Down, Up도 가능)" }
    var pageLabel: String { "페이지" }
    var pageHelp: String { "한 페이지 아래/위로 (Space나 PgDn, PgUp)" }
    var topEndLabel: String { "처음/끝" }
    var topEndHelp: String { "처음이나 끝으로 (Home, End도 가능)" }
    func rows(from first: Int, to last: Int, of total: Int) -> String { "\(total)줄 중 \(first)-\(last)" }

    var today: String { "오늘" }
    var reviewed: String { " 복습" }
    var new: String { " 새 항목" }
    var studied: String { " 공부" }
    var passed: String { " 통과" }
    var streak: String { "연속" }
    var waitingReviews: String { "복습 대기" }
    func streakDays(_ count: Int) -> String { "일" }
    var longest: String { "  최장 " }
    func longestDays(_ count: Int) -> String { "일" }
    func timeSpent(seconds: Int) -> String {
        if seconds >= 3600 { return "\(seconds / 3600)시간 \(seconds % 3600 / 60)분" }
        if seconds >= 60 { return "\(seconds / 60)분 \(seconds % 60)초" }
        return "\(seconds)초"
    }

    func heatmapTitle(weeks: Int) -> String { "복습, 최근 \(weeks)주" }
    func heatmapSummary(reviews: Int, days: Int) -> String { "\(days)일 동안 \(TextFormat.grouped(reviews))회 복습" }
    var less: String { "적음 " }
    var more: String { "많음" }

    func forecastTitle(days: Int) -> String { "예정 복습, 앞으로 \(days)일" }
    func forecastSummary(today: Int, week: Int, month: Int) -> String { "오늘 \(today), 1주 \(week), 30일 \(month)" }
    var forecastToday: String { "오늘" }

    var levelsTitle: String { "레벨별 진도" }
    var newHeader: String { "새" }
    var learnHeader: String { "학습" }
    var matureHeader: String { "숙달" }
    func levelName(_ kind: DeckKind, _ deck: String) -> String { "\(kind == .vocab ? "단어" : "한자") \(deck)" }
    var learning: String { "학습 중" }
    var matureLegend: String { "숙달 (21일+)" }

    var retentionTitle: String { "실제 기억률, 최근 30일" }
    var noRetentionYet: String { "익힌 카드의 복습이 아직 없습니다" }
    func retentionDetail(passed: Int, total: Int) -> String { "복습 \(total)회 중 \(passed)회 통과" }

    var practice: String { "연습" }
    var slips: String { "실수: " }
    func hangman(won: Int, played: Int) -> String { "행맨: \(played)단어 중 \(won)개 맞힘, \(played - won)개 실패" }
    func leeches(_ count: Int) -> String { "거머리: \(count)개 (오답 노트에서 L로 보고 연습)" }
}
