import MainichiCore

/// The words of tests in Korean.
struct KoreanTestingStrings: TestingStrings {
    var testTitle: String { "테스트" }
    var retestTitle: String { "재테스트" }
    var retestAllTitle: String { "전체 재테스트" }
    func dayTestTitle(_ day: Int) -> String { "\(day)일차 › 테스트" }
    var bookmarksName: String { "북마크" }
    var mistakesName: String { "오답 노트" }
    var levelName: String { "레벨" }
    var leechesName: String { "거머리" }
    func retestName(day: String?, wrongOnly: Bool) -> String {
        let what = wrongOnly ? "틀린 것 재테스트" : "재테스트"
        return day.map { "\($0) \(what)" } ?? what
    }
    var nothingToTest: String { "테스트할 항목이 없습니다" }

    var modePickerTitle: String { "테스트 방식" }
    func pickerHeader(name: String, count: Int) -> String { "\(name) 테스트: \(count)문제. 방식은?" }
    var modeKeyLabel: String { "방식" }
    var modeHelp: String { "그 방식으로 테스트 시작" }
    func modeExplanation(_ mode: TestMode) -> String {
        switch mode {
        case .multipleChoice: "넷 중에서 뜻 고르기"
        case .typedReading: "읽기를 로마자나 가나로 입력"
        case .flashcard: "답을 보고 알았는지 표시"
        case .onyomi: "음독 입력, 한자음이 힌트"
        case .meaningToWord: "한국어 뜻을 보고 일본어 단어 고르기"
        }
    }

    var chooseLabel: String { "선택" }
    var chooseHelp: String { "그 뜻 고르기" }
    var checkLabel: String { "확인" }
    var checkHelp: String { "입력한 읽기 확인" }
    var showLabel: String { "답 보기" }
    var showHelp: String { "답 보기" }
    var knewLabel: String { "알았음" }
    var knewHelp: String { "알았음 (정답으로 셈; Space 전에 누르면 답도 보임)" }
    var didNotKnowLabel: String { "몰랐음" }
    var didNotKnowHelp: String { "몰랐음 (오답으로 셈; Space 전에 누르면 답도 보임)" }
    var nextLabel: String { "다음" }
    var nextHelp: String { "계속 (Space도 됨)" }
    var sayLabel: String { "발음" }
    var sayHelp: String { "항목 발음 듣기" }
    var stopLabel: String { "중단" }
    var stopHelp: String { "테스트 중단 (먼저 묻습니다)" }
    var typeReadingPlaceholder: String { "읽기 입력 (로마자나 가나)" }
    var typeWordPlaceholder: String { "단어 입력 (로마자나 가나)" }
    var typeOnyomiPlaceholder: String { "음독 입력 (로마자나 가나)" }
    var readingLabel: String { "읽기:" }
    var wordLabel: String { "단어:" }
    var onyomiLabel: String { "음독:" }
    var typeReadingFirst: String { "먼저 읽기를 입력하세요" }
    var hangulTyped: String { "한글로 입력되었습니다: 입력기를 영문(로마자)이나 일본어로 바꿔 다시 입력하세요" }
    var typeWordFirst: String { "먼저 단어를 입력하세요" }
    func secondTry(_ slipName: String) -> String { slipName + ": 한 번 더" }
    func meaningPrompt(_ meaning: String) -> String { "뜻: " + meaning }
    var kanaWordPrompt: String { "가나로 쓰는 단어입니다: 입력하세요 (로마자는 가나로 바뀝니다)" }
    var kanaWordPromptShort: String { "가나 단어: 단어를 입력" }
    var flashcardPrompt: String { "Space로 답 보기 (바로 답하기: y 알았음, n 몰랐음)" }
    var flashcardPromptShort: String { "Space 답 보기 (y/n 바로 답)" }
    var knewItAfterKey: String { " 알았음   " }
    var didNotAfterKey: String { " 몰랐음" }
    func cardKnown(_ headword: String) -> String { "✓ \(headword): 알았음" }
    func movedOnRight(_ headword: String, reading: String, meaning: String) -> String {
        "✓ 정답: " + [headword, reading, meaning].filter { !$0.isEmpty }.joined(separator: "  ")
    }
    func cardNotKnown(_ headword: String) -> String { "✗ \(headword): 아직 모름" }
    var knewItGiven: String { "알았음" }
    var didNotKnowGiven: String { "몰랐음" }
    var right: String { "✓ 정답" }
    var almost: String { "✗ 아깝다: " }
    var countsAsWrong: String { "  (오답으로 셈)" }
    var notKnownYet: String { "✗ 아직 모름" }
    var wrong: String { "✗ 오답: " }
    func also(_ readings: String) -> String { " (그 밖에 \(readings))" }
    var nextQuestion: String { "Enter: 다음 문제" }
    var seeResult: String { "Enter: 결과 보기" }
    var abandonQuestion: String {
        "테스트를 중단할까요? 지금까지의 답은 오답 노트와 복습에 남고, 테스트 점수는 저장되지 않습니다."
    }
    var abandonTitle: String { "중단" }
    var abandonButton: String { "중단" }
    var keepGoing: String { "계속하기" }
    var quitQuestion: String {
        "테스트 중에 Mainichi를 끝낼까요? 지금까지의 답은 오답 노트와 복습에 남고, 테스트 점수는 저장되지 않습니다."
    }
    var quitTitle: String { "종료" }
    var quitButton: String { "종료" }

    var resultTitle: String { "결과" }
    var noQuestions: String { "출제된 문제가 없습니다." }
    var retestWrongLabel: String { "틀린 것 재테스트" }
    var retestWrongHelp: String { "틀린 항목만 다시 테스트" }
    var retestAllLabel: String { "전체 재테스트" }
    var retestAllHelp: String { "모든 항목 다시 테스트" }
    var detailLabel: String { "상세" }
    var detailHelp: String { "선택한 항목 열기" }
    var sayResultHelp: String { "선택한 항목 발음 듣기" }
    var scoreLabel: String { "점수 " }
    var timeLabel: String { "  시간 " }
    var newBest: String { "최고 기록!  " }
    var allRight: String { "모두 정답" }
    func wrongCount(_ count: Int) -> String { "\(count)개 틀림: w로 재테스트" }
    func leftNotebook(_ count: Int) -> String { "  \(count)개가 오답 노트에서 빠짐" }
    var nothingToRetest: String { "재테스트할 것이 없습니다: 모두 정답입니다." }

    func slipName(_ kind: SlipKind) -> String {
        switch kind {
        case .longVowel: "장음"
        case .smallKana: "작은 가나"
        case .dakuten: "탁점"
        case .onKun: "음독/훈독 혼동"
        case .otherWord: "다른 단어의 읽기"
        case .other: "그 밖의 실수"
        }
    }

    func slipTop(name: String, count: Int, misses: Int) -> String {
        "\(name): 최근 실수 \(misses)개 중 \(count)개"
    }

    func slipHint(_ slip: ReadingSlip) -> String {
        switch slip.kind {
        case .longVowel: "아깝다: 장음을 확인하세요 (모음이 하나 많거나 적음, 또는 ー). 다시."
        case .smallKana: "아깝다: 작은 っ와 ゃ ゅ ょ를 확인하세요. 다시."
        case .dakuten: "아깝다: 탁점을 확인하세요 (は ば ぱ). 다시."
        case .onKun: "한자를 다른 식으로 읽었습니다 (음독과 훈독). 다시."
        case .otherWord:
            if let word = slip.otherWord, slip.sharesMeaning { "\(word)도 같은 뜻이지만 묻는 것은 다른 단어입니다. 다시." }
            else if let word = slip.otherWord { "그것은 같은 한자의 다른 단어 \(word)의 읽기입니다. 다시." }
            else { "다른 단어의 읽기입니다. 다시." }
        case .other: "조금 다릅니다. 다시."
        }
    }

    func slipShortHint(_ kind: SlipKind) -> String {
        switch kind {
        case .longVowel: "아깝다: 장음. 다시."
        case .smallKana: "아깝다: 작은 가나. 다시."
        case .dakuten: "아깝다: 탁점. 다시."
        case .onKun: "음독/훈독 혼동. 다시."
        case .otherWord: "다른 단어의 읽기. 다시."
        case .other: "조금 다릅니다. 다시."
        }
    }

    var koreanLabel: String { "한자음 " }
    var koreanWordLabel: String { "한자어 " }
    var koreanHint: String { "한자음: " }
    var madeInJapan: String { "국자(일본에서 만든 한자): 한자음 없음" }
    func falseFriend(_ hangul: String) -> String { "뜻이 다른 한자어 주의: " + hangul }
}
