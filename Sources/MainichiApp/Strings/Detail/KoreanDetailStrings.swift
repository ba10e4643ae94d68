import MainichiCore

/// The detail screens in Korean.
struct KoreanDetailStrings: DetailStrings {
    var bookmarkLabel: String { "북마크" }
    func partOfSpeech(_ label: String) -> String { KoreanPartOfSpeech.name(label) }
    var bookmarkWordHelp: String { "단어 북마크 추가/삭제" }
    var bookmarkKanjiHelp: String { "한자 북마크 추가/삭제" }
    var sayLabel: String { "발음" }
    var sayWordHelp: String { "단어나 선택한 예문 발음 듣기" }
    var sayKanjiHelp: String { "첫 번째 읽기나 선택한 단어 발음 듣기" }
    var addToReviewsLabel: String { "복습에 추가" }
    var addWordHelp: String { "단어를 복습에 추가" }
    var addKanjiHelp: String { "한자를 복습에 추가" }
    var dayLabel: String { "일차" }
    var wordDayHelp: String { "단어가 있는 일차 열기" }
    var kanjiDayHelp: String { "한자가 있는 일차 열기" }
    var strokeLabel: String { "획순" }
    var strokeHelp: String { "쓰는 순서대로 한 획씩 보기" }
    var playLabel: String { "재생" }
    var playHelp: String { "획순 재생 (아무 키나 누르면 멈춤)" }
    var writeItLabel: String { "써 보기" }
    var writeItHelp: String { "한자를 종이에 쓴 다음 확인하고 스스로 채점" }
    var notInDecks: String { "덱에 없음" }
    var bookmarkedMark: String { "  * 북마크됨" }
    var alsoWritten: String { "다른 표기 " }
    var alsoRead: String { "다른 읽기 " }
    var pitch: String { "악센트" }

    func pitchName(_ pattern: PitchAccent.Pattern) -> String {
        switch pattern {
        case .flat: "平板 (평판형)"
        case .headHigh: "頭高 (두고형)"
        case .middleHigh: "中高 (중고형)"
        case .tailHigh: "尾高 (미고형)"
        }
    }

    var koreanPrefix: String { "한자어 " }
    func falseFriend(_ hangul: String, _ reason: String) -> String { "주의, 뜻이 다름! \(hangul): \(reason)" }
    var meanings: String { "뜻" }
    var examples: String { "예문" }
    var notes: String { "메모" }
    var kanji: String { "한자" }
    var onLabel: String { "음독" }
    var kunLabel: String { "훈독" }
    var rareReadingsLabel: String { "드문 읽기" }
    var unofficialReadingsLabel: String { "상용 외" }
    var koreanLabel: String { "한자음" }
    var meaningsLabel: String { "뜻" }
    var strokesLabel: String { "획수" }
    var radicalLabel: String { "부수" }
    var gradeLabel: String { "학년" }
    var frequencyLabel: String { "빈도" }

    func gradeName(_ grade: Int) -> String {
        switch grade {
        case 1...6: "초등학교 \(grade)학년"
        case 8: "중학교 이상"
        case 9, 10: "인명용 (진메이요)"
        default: "\(grade)"
        }
    }

    func frequency(_ rank: Int) -> String { "신문 빈도 2500위 중 \(rank)위" }
    var exampleWords: String { "예시 단어" }
    func noStrokeOrder(_ kanji: String) -> String { "\(kanji)의 획순 정보가 없습니다" }
    var anyKeyBack: String { "아무 키: 돌아가기" }

    func strokeCaption(_ shown: Int?, of count: Int) -> String {
        if let shown { return "\(count)획 중 \(shown)획" }
        return "\(count)획"
    }

    var dictionaryTitle: String { "사전" }
    var commonWord: String { "자주 쓰는 단어" }
    var notInYourDecks: String { "내 덱에 없음" }
    func cannotOpen(_ name: String, _ error: String) -> String { "\(name)을(를) 열 수 없습니다: \(error)" }
}
