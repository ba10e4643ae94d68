import MainichiCore

/// Settings in Korean.
struct KoreanSettingsStrings: SettingsStrings {
    var title: String { "설정" }
    var savedAtOnce: String { "바꾸면 바로 저장됩니다." }
    var machineMarkLegend: String { "* 이 컴퓨터만, 나머지는 동기화." }

    func title(of option: SettingsController.Option) -> String {
        switch option {
        case .testMode: "기본 테스트 방식"
        case .questionOrder: "문제 순서"
        case .audio: "소리"
        case .autoplay: "보기 시 자동 재생"
        case .theme: "테마"
        case .newPerDay: "하루 새 항목"
        case .reviewsPerDay: "하루 복습"
        case .desiredRetention: "목표 기억률"
        case .weights: "FSRS 가중치"
        case .loadBalancing: "부하 분산"
        case .easyDays: "가벼운 요일"
        case .daysOff: "쉬는 날"
        case .dayStart: "하루 시작 시각"
        case .secondChance: "한 번 더 기회"
        case .movesOnWhenRight: "맞으면 바로 다음"
        case .leechThreshold: "거머리 기준"
        case .kanjiDrawings: "한자 그림"
        case .koreanReadings: "한자음과 한자어"
        case .exampleReadings: "예문 읽기"
        case .language: "언어"
        case .meanings: "뜻"
        case .reviewDirection: "복습 방향"
        case .untaughtKanji: "안 배운 한자"
        case .pitchInLists: "목록에 악센트"
        case .syncFolder: "동기화 폴더"
        }
    }

    func help(of option: SettingsController.Option) -> String {
        switch option {
        case .testMode: "학습 목록에서 t로 시작하는 방식"
        case .questionOrder: "테스트 문제의 순서"
        case .audio: "p로 단어 발음 듣기"
        case .autoplay: "r로 읽기를 볼 때 발음 재생"
        case .theme: "앱 전체의 색"
        case .newPerDay: "복습에 하루 새로 넣을 항목 수"
        case .reviewsPerDay: "하루 최대 복습 수"
        case .desiredRetention: "Enter: 부하 시뮬레이션"
        case .weights: "Enter: 내 복습에 맞춰 최적화"
        case .loadBalancing: "복습을 여러 날에 고르게"
        case .easyDays: "Enter: 가볍게 할 요일"
        case .daysOff: "Enter: 여행 표시, 복습 옮기기"
        case .dayStart: "새 학습일이 시작되는 시각"
        case .secondChance: "아깝게 틀리면 다시 입력"
        case .movesOnWhenRight: "맞힌 답은 곧바로 다음 문제로"
        case .leechThreshold: "거머리가 되는 망각 횟수"
        case .kanjiDrawings: "카드와 복습에 큰 한자"
        case .koreanReadings: "한자의 훈음과 단어의 한자어"
        case .exampleReadings: "예문 한자 뒤에 가나 표시"
        case .language: "English, 한국어 또는 LANG"
        case .meanings: "한국어 뜻, 영어 뜻 또는 둘 다"
        case .reviewDirection: "일본어 먼저, 또는 한국어 뜻 먼저"
        case .untaughtKanji: "r을 누를 때까지 가나로 표시"
        case .pitchInLists: "목록의 읽기에 고저 악센트"
        case .syncFolder: "Enter: 두 컴퓨터에서 학습"
        }
    }

    func saved(_ title: String, _ value: String) -> String { "\(title): \(value) (저장됨)" }
    var on: String { "켬" }
    var off: String { "끔" }

    func themeName(_ theme: Settings.ThemeName) -> String {
        switch theme {
        case .automatic: "자동"
        case .dark: "어두운"
        case .light: "밝은"
        case .monochrome: "흑백"
        }
    }

    func questionOrderName(_ order: Settings.QuestionOrder) -> String {
        switch order {
        case .shuffled: "무작위"
        case .inOrder: "순서대로"
        }
    }

    func exampleReadingsName(_ readings: Settings.ExampleReadings) -> String {
        switch readings {
        case .all: "모두"
        case .aboveLevel: "상위 레벨만"
        case .none: "없음"
        }
    }

    var defaultWeights: String { "기본값" }
    var fittedWeights: String { "최적화됨" }
    var untaughtAsKana: String { "가나" }
    var untaughtAsKanji: String { "한자" }
    func lapses(_ count: Int) -> String { "\(count)회 망각" }
    func themeFlag(_ theme: String) -> String { "이번 실행은 --theme \(theme)" }
    var themeNoColor: String { "NO_COLOR 설정됨: 흑백" }
    var themeFromBackground: String { "터미널 배경에 맞춤" }
    var themeFallback: String { "배경을 몰라 어두운 테마" }
    var nextLabel: String { "다음" }
    var nextHelp: String { "다음 값 (Enter, Space, l, +도 가능)" }
    var previousLabel: String { "이전" }
    var previousHelp: String { "이전 값 (h, -도 가능)" }
    var optimizeTitle: String { "최적화" }
    var useFitted: String { "새 값 사용" }
    var keepCurrent: String { "현재 값 유지" }
    var weightsUnchanged: String { "FSRS 가중치를 바꾸지 않았습니다" }
    var weightsFittedSaved: String { "FSRS 가중치: 최적화됨 (저장됨)" }
    var weightsAreDefault: String { "FSRS 가중치는 기본값입니다. Enter로 최적화합니다" }
    var weightsTitle: String { "FSRS 가중치" }
    var backToDefaultQuestion: String { "FSRS 가중치를 기본값으로 되돌릴까요?" }
    var useDefaults: String { "기본값 사용" }
    var keepFitted: String { "최적화 값 유지" }
    var weightsDefaultSaved: String { "FSRS 가중치: 기본값 (저장됨)" }

    func notEnoughReviews(have: Int, need: Int) -> String {
        "최적화하려면 이전 복습과 다른 날에 한 복습이 \(need)회 이상 필요합니다. 지금은 \(have)회입니다. 복습을 계속한 뒤 다시 해 보세요."
    }

    func fittedTo(_ reviews: Int) -> String { "복습 \(reviews)회에 맞췄습니다." }
    func logLoss(now: String, fitted: String) -> String { "Log loss: 현재 \(now), 새 값 \(fitted)" }
    func rmse(now: String, fitted: String) -> String { "RMSE:     현재 \(now)%, 새 값 \(fitted)%" }
    var fittedIsBetter: String { "낮을수록 좋습니다: 새 가중치가 복습 결과를 더 잘 예측합니다." }
    var fittedIsNotBetter: String { "새 가중치가 복습 결과를 더 잘 예측하지는 않습니다." }
    var easyDaysTitle: String { "가벼운 요일" }

    func loadName(_ load: LoadBalancer.DayLoad) -> String {
        switch load {
        case .normal: "보통"
        case .reduced: "줄임"
        case .minimum: "최소"
        }
    }

    func loadSaved(_ weekday: String, _ load: String) -> String { "\(weekday): \(load) (저장됨)" }
    func easyDays(_ count: Int) -> String { count == 0 ? "없음" : "\(count)일" }
    var none: String { "없음" }
    var easyDaysIntroNarrow: String { "가벼운 요일은 복습이 적습니다." }
    var easyDaysIntro: String { "부하 분산이 가벼운 요일에 복습을 적게 배치합니다." }
    var chooseLabel: String { "고르기" }
    var nextWeekdayHelp: String { "다음 요일 (k, Up: 이전)" }
    var previousWeekdayHelp: String { "이전 요일" }
    var nextLoadHelp: String { "다음 부하: 보통, 줄임, 최소 (Enter, Space, l, +도 가능)" }
    var previousLoadHelp: String { "이전 부하 (-도 가능)" }
    var daysOffTitle: String { "쉬는 날" }
    func daysOffSummary(count: Int, first: String) -> String { "\(first)부터 \(count)일" }
    var daysOffIntroNarrow: String { "그날 복습은 다른 날로 옮겨집니다." }
    var daysOffIntro: String { "쉬는 날의 복습은 여행 전이나 후로 옮겨집니다." }
    var nextRowHelp: String { "다음 줄 (k, Up: 이전)" }
    var previousRowHelp: String { "이전 줄" }
    var laterLabel: String { "늦게/늘리기" }
    var laterHelp: String { "첫날을 뒤로, 또는 하루 늘리기 (l, +도 가능)" }
    var earlierLabel: String { "빨리/줄이기" }
    var earlierHelp: String { "첫날을 앞으로, 또는 하루 줄이기 (-도 가능)" }
    var applyLabel: String { "적용" }
    var applyHelp: String { "쉬는 날로 표시하고 복습 옮기기 (마지막 줄: 쉬는 날 모두 지우기)" }
    func startsIn(days: Int) -> String { days == 0 ? "오늘" : days == 1 ? "내일" : "\(days)일 후" }
    var firstDayRow: String { "첫날" }
    var daysRow: String { "일수" }
    func until(_ date: String) -> String { "\(date)까지" }
    var markRow: String { "표시하기" }
    var markHelp: String { "Enter: 그날 복습 옮기기" }
    var clearRow: String { "모두 지우기" }
    var clearHelp: String { "Enter: 쉬는 날 모두 지우기" }
    var noDaysOffMarked: String { "표시된 쉬는 날이 없습니다." }
    func marked(count: Int, first: String, last: String) -> String { "표시됨: \(count)일, \(first) - \(last)" }
    func moved(first: String, last: String, total: Int, earlier: Int) -> String {
        "쉬는 날 \(first) - \(last): 복습 \(total)개 옮김 (전 \(earlier), 후 \(total - earlier))"
    }
    var noDaysOffSaved: String { "쉬는 날 없음 (저장됨)" }
    var simulatorTitle: String { "기억률 시뮬레이터" }
    var nextRetentionHelp: String { "다음 기억률 (k, Up: 이전)" }
    var previousRetentionHelp: String { "이전 기억률" }
    var useLabel: String { "사용" }
    var useHelp: String { "선택한 기억률을 목표 기억률로 (저장됨)" }
    func retentionSaved(_ value: String) -> String { "목표 기억률: \(value) (저장됨)" }
    func nextYear(cards: Int, waiting: Int) -> String { "앞으로 1년: 카드 \(cards)개, 새 항목 \(waiting)개" }
    var nothingInReview: String { "복습할 항목이 없습니다: 일차를 테스트하거나 a로 추가하세요." }
    var simulatorColumns: [(label: String, width: Int)] { [("기억률", 9), ("하루 복습", 11), ("하루 분", 10), ("첫 30일", 14)] }
    var simulatorColumnsNarrow: [(label: String, width: Int)] { [("기억률", 8), ("복습/일", 9), ("분/일", 7)] }
    func monthReviews(_ count: Int) -> String { "복습 \(count)회" }
    var nowMark: String { " (현재)" }
    var perDay: String { "/일" }
    var minutesUnit: String { "분" }
    var today: String { "오늘" }
    var inAYear: String { "+1년" }

    func reviewDirectionName(meaningFirst: Bool) -> String { meaningFirst ? "뜻 먼저" : "단어 먼저" }
    func meaningLanguageName(_ choice: MeaningLanguage?, resolved: MeaningLanguage) -> String {
        func name(_ language: MeaningLanguage) -> String {
            switch language {
            case .english: "영어"
            case .korean: "한국어"
            case .both: "한국어와 영어"
            }
        }
        return choice.map(name) ?? "자동 (\(name(resolved)))"
    }
}
