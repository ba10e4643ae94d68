import MainichiCore

/// The words of the learner's own decks in Korean.
struct KoreanWordsStrings: WordsStrings {
    func label(_ key: WordsKeyLabel) -> String {
        switch key {
        case .save: "저장"
        case .next: "다음"
        case .previous: "이전"
        case .entries: "항목"
        case .choose: "선택"
        case .done: "완료"
        case .kinds: "단어/한자"
        case .addToDeck: "덱에 추가"
        case .new: "새 덱"
        case .rename: "이름 변경"
        case .delete: "삭제"
        case .fewer: "하루 분량 줄이기"
        case .more: "하루 분량 늘리기"
        case .addWord: "단어 추가"
        case .importFile: "가져오기"
        case .export: "내보내기"
        case .edit: "편집"
        case .undo: "되돌리기"
        case .read: "읽기"
        case .confirmImport: "가져오기"
        case .column: "열"
        case .write: "쓰기"
        case .targetDeck: "새 덱"
        }
    }

    // MARK: Word form

    let addWordTitle = "단어 추가"
    let editWordTitle = "단어 편집"
    let tabHelp = "강조된 사전 항목을 고르거나(단어 칸에서) 다음 칸으로 이동"
    let previousHelp = "이전 칸으로 이동"
    let moveHelp = "사전 항목 사이를 이동(단어 칸에서)하거나 칸 사이를 이동"
    let saveHelp = "단어 저장(단어와 뜻이 필요합니다)"
    let needsWord = "먼저 단어를 입력하세요"
    let needsMeaning = "뜻이 필요합니다(여러 개는 ;로 구분)"
    let discardQuestion = "입력한 내용을 버릴까요?"
    let discard = "버리기"
    let keepEditing = "계속 편집"

    // MARK: 한자 양식

    let addKanjiTitle = "한자 추가"
    let editKanjiTitle = "한자 편집"

    func kanjiLabel(_ field: KanjiFormController.Field, short: Bool) -> String {
        switch field {
        case .kanji: "한자"
        case .onyomi: "음독"
        case .kunyomi: "훈독"
        case .meanings: "뜻"
        case .strokes: "획수"
        case .radical: "부수"
        }
    }

    func kanjiPlaceholder(_ field: KanjiFormController.Field) -> String {
        switch field {
        case .kanji: "한자 한 글자"
        case .onyomi: "가타카나 또는 로마자; ,로 구분"
        case .kunyomi: "가나 또는 로마자; ,로 구분"
        case .meanings: "영어 뜻; ;로 구분"
        case .strokes: "숫자"
        case .radical: "분류되는 부분, 예: 雨"
        }
    }

    let kanjiNextHelp = "다음 칸으로 이동"
    let kanjiSaveHelp = "한자 저장(한자, 뜻, 획수, 부수가 필요합니다)"
    let needsOneKanji = "먼저 한자 한 글자를 입력하세요"
    let needsStrokes = "획수가 필요합니다(1에서 84까지의 숫자)"
    let needsRadical = "부수가 필요합니다(雨처럼 한자가 분류되는 부분)"
    func kanjiFilled(_ kanji: String) -> String { "덱의 \(kanji)(으)로 채움" }
    let kanjiByHand = "덱에 없는 한자: 직접 입력하세요"
    let kanjiFromDecks = "덱에서 가져옴(모든 칸을 고칠 수 있음)"

    func placeholder(_ field: WordFormController.Field) -> String {
        switch field {
        case .word: "한자, 가나 또는 로마자"
        case .reading: "가나 또는 로마자"
        case .meanings: "영어 뜻; ;로 구분"
        case .korean: "한국어 뜻; ;로 구분"
        case .partOfSpeech: "명사, 5단 동사..."
        case .example: "이 단어를 쓴 문장"
        case .translation: "문장의 영어 번역"
        case .koreanTranslation: "문장의 한국어 번역"
        }
    }

    func label(_ field: WordFormController.Field, short: Bool) -> String {
        switch field {
        case .word: "단어"
        case .reading: "읽기"
        case .meanings: "영어 뜻"
        case .korean: short ? "한국어" : "한국어 뜻"
        case .partOfSpeech: "품사"
        case .example: "예문"
        case .translation: short ? "번역(영)" : "영어 번역"
        case .koreanTranslation: short ? "번역(한)" : "한국어 번역"
        }
    }

    func matches(_ count: Int) -> String { "항목 \(count)개 (Tab으로 채우기)" }

    func noMatches(hasDictionary: Bool) -> String {
        hasDictionary ? "사전에 없는 단어: 직접 입력하세요" : "사전이 설치되지 않음: 직접 입력하세요"
    }

    func filled(_ word: String) -> String { "사전에서 채움: \(word)" }

    // MARK: Deck picker and deck name

    let chooseDeckHelp = "선택한 덱에 추가하거나 새 덱 만들기"
    let pickDeckHeader = "어느 덱에? 최근에 쓴 덱이 먼저."
    let newDeck = "새 덱..."
    let nameDoneHelp = "이 이름 사용"
    let kindHelp = "단어 덱과 한자 덱 사이 전환"
    let namePlaceholder = "만화 단어"
    let needsName = "먼저 이름을 입력하세요"
    let nameLabel = "이름"
    let kindLabel = "종류"
    let addToDeckHelp = "이 단어를 내 덱 중 하나에 추가(최근에 쓴 덱이 먼저)"
    let onlyWordsCanBeAdded = "내 덱에는 단어만 추가할 수 있습니다"

    func kindName(_ kind: DeckKind) -> String { kind == .vocab ? "단어" : "한자" }

    func itemCount(_ count: Int, kind: DeckKind) -> String {
        switch kind {
        case .vocab: "단어 \(TextFormat.grouped(count))개"
        case .kanji: "한자 \(TextFormat.grouped(count))자"
        }
    }

    func addTo(_ word: String) -> String { "\(word) 추가할 덱" }
    func added(_ word: String, deck: String) -> String { "\(word)을(를) \(deck)에 추가함" }
    func inReviewsAlready(_ word: String) -> String { "\(word)은(는) 이미 복습에 있습니다" }
    func notSaved(_ error: any Error) -> String { "저장하지 못함: \(KoreanErrorStrings().text(error))" }

    // MARK: My decks

    let myDecksTitle = "내 덱"
    let noDecks = "아직 내 덱이 없습니다: n으로 만들고, i로 Anki나 스프레드시트 파일을 가져옵니다."
    let newDeckHelp = "단어 또는 한자 덱 새로 만들기"
    let renameHelp = "선택한 덱의 이름 변경"
    let renameTitle = "이름 변경"
    let deleteDeckHelp = "선택한 덱 삭제(먼저 묻습니다)"
    let fewerHelp = "선택한 덱의 하루 학습량을 하나 줄이기"
    let moreHelp = "선택한 덱의 하루 학습량을 하나 늘리기"
    let addWordHelp = "선택한 덱에 단어 추가"
    let importHelp = "파일(Anki 텍스트 내보내기, CSV, TSV)을 선택한 덱으로 가져오기"
    let exportHelp = "선택한 덱을 Anki가 읽는 파일로 내보내기"
    let exportDeckHelp = "덱 전체를 Anki가 읽는 파일로 내보내기"
    let deckColumns: [String] = ["덱", "종류", "항목", "하루"]
    let deckColumnsShort: [String] = ["덱", "항목", "하루"]
    let deleteButton = "삭제"
    let keepButton = "유지"
    let makeDeckFirst = "먼저 덱을 만드세요(n)"
    let addWordStatus = "사전에서 찾거나 직접 입력"

    func menuStatus(_ decks: [UserDeckSummary]) -> String {
        switch decks.count {
        case 0: "나만의 단어와 가져온 덱"
        case 1: "덱 1개, " + itemCount(decks[0].itemCount, kind: decks[0].kind)
        default: "덱 \(decks.count)개"
        }
    }

    func made(_ name: String) -> String { "\(name) 만듦" }
    func deleted(_ name: String) -> String { "\(name) 삭제함" }

    func deleteDeckQuestion(_ deck: UserDeckSummary) -> String {
        "\(deck.name) 덱과 \(itemCount(deck.itemCount, kind: deck.kind))를 삭제할까요? 되돌릴 수 없습니다."
    }

    // MARK: Editing in a study list

    let editHelp = "선택한 단어 편집(내 덱)"
    let deleteItemHelp = "선택한 항목을 내 덱에서 삭제(먼저 묻고, u로 되돌림)"
    let undoHelp = "내 덱에서 마지막 편집이나 삭제를 되돌리기"
    let undone = "되돌림"
    let nothingToUndo = "되돌릴 것이 없습니다"

    func deleteItemQuestion(_ headword: String) -> String { "\(headword)을(를) 이 덱에서 삭제할까요?" }
    func deletedItem(_ headword: String) -> String { "\(headword) 삭제함: u로 되돌리기" }

    // MARK: Import

    let importTitle = "가져오기"
    let importPathPlaceholder = "~/Downloads/deck.txt"
    let importReadHelp = "파일을 읽고 가져올 내용을 미리 보기(아직 아무것도 쓰지 않음)"
    let importConfirmHelp = "보이는 행 가져오기(먼저 묻습니다)"
    let importTargetHelp = "파일이 정한 이름의 새 덱으로 가져오기, 또는 다시 선택한 덱으로"
    let importColumnHelp = "선택한 열의 내용 바꾸기(단어, 읽기, 뜻, 메모, 태그, guid, 무시)"
    let importNeedsPath = "먼저 파일 경로를 입력하세요"
    let importUnreadable = "그 파일은 가져올 수 없습니다"
    let importedDeckName = "가져온 덱"
    let columnsHeading = "열 (Left/Right로 변경)"
    let firstRowsHeading = "처음 몇 행"
    let selectColumnFirst = "내용을 바꿀 열을 먼저 선택하세요"
    let nothingToImport = "가져올 단어가 있는 행이 없습니다"
    let importButton = "가져오기"
    let notYetButton = "아직"
    let newMark = "새 단어"
    let updateMark = "갱신"
    let fileLabel = "파일"

    func into(_ deck: String) -> String { "대상: \(deck)" }

    func importHint(deck: String, isNew: Bool) -> String {
        "Anki 패키지(.apkg, .colpkg), Anki 텍스트 내보내기, CSV 또는 TSV 파일의 경로를 입력하고 Enter를 누르세요. "
            + "먼저 미리 보기가 나오고, 확인하기 전에는 아무것도 쓰지 않습니다. "
            + (isNew ? "단어는 새 덱에 들어갑니다." : "단어는 \(deck)에 들어갑니다.")
    }

    func format(_ format: InterchangeFormat, separator: Separator, wasHTML: Bool) -> String {
        let name = switch format {
        case .ankiText: "Anki 텍스트 노트"
        case .csv: "CSV"
        case .tsv: "TSV"
        }
        let mark = switch separator {
        case .tab: "탭"
        case .comma: "쉼표"
        case .semicolon: "세미콜론"
        case .space: "공백"
        case .pipe: "세로선 (|)"
        case .colon: "콜론"
        }
        return "\(name), 구분자 \(mark)" + (wasHTML ? ", HTML은 텍스트로" : "")
    }

    func roleName(_ role: ColumnRole) -> String {
        switch role {
        case .word: "단어"
        case .reading: "읽기"
        case .meaning: "뜻"
        case .koreanMeaning: "한국어 뜻"
        case .example: "예문"
        case .exampleTranslation: "예문 번역"
        case .notes: "메모"
        case .partOfSpeech: "품사"
        case .tags: "태그"
        case .guid: "GUID"
        case .ignored: "무시"
        }
    }

    func counts(rows: Int, new: Int, updates: Int, errors: Int) -> String {
        "\(rows)행: 새 단어 \(new), 갱신 \(updates), 오류 \(errors)"
    }

    func problemsHeading(_ count: Int, readAsText: Int) -> String {
        if readAsText == 0 { return "잘못된 행 \(count)개, 가져오지 않음" }
        if readAsText == count { return "잘못된 행 \(count)개, 일반 텍스트로 읽음" }
        return "잘못된 행 \(count)개: \(count - readAsText)개는 가져오지 않음, \(readAsText)개는 일반 텍스트로 읽음"
    }

    func importQuestion(new: Int, updates: Int, deck: String, isNew: Bool) -> String {
        let updated = updates == 0 ? "" : ", \(updates)개를 갱신"
        return "새 단어 \(new)개를 \(isNew ? "새 덱 " : "")\(deck)에 가져오고\(updated)할까요?"
    }

    func imported(new: Int, updated: Int, toCheck: Int, deck: String) -> String {
        var text = "\(deck)에 새 단어 \(new)개, 갱신 \(updated)개를 가져옴"
        if toCheck > 0 { text += "; 확인할 것 \(toCheck)개(여러 사전 항목 중 하나로 채움)" }
        return text
    }

    // MARK: Export

    let exportTitle = "내보내기"
    let exportWriteHelp = "이 경로에 파일 쓰기(있는 파일을 바꾸기 전에 묻습니다)"
    let exportFormatHelp = "Anki 텍스트 형식, CSV, Anki 패키지 사이 전환"
    let exportNeedsPath = "파일을 쓸 위치를 입력하세요"
    let saveAsLabel = "저장 위치"
    let replaceButton = "바꾸기"
    let notWritten = "쓰지 못함"

    func exportIntro(_ title: String, count: Int, kind: DeckKind, format: ExportFormat) -> String {
        let what = itemCount(count, kind: kind)
        switch format {
        case .anki: return "\(title): \(what)를 Anki가 그대로 가져오는 파일로(파일 > 가져오기). 항목마다 GUID가 있어 다시 내보내면 같은 노트가 갱신됩니다."
        case .csv: return "\(title): \(what)를 스프레드시트용 CSV로."
        case .apkg: return "\(title): \(what)를 모든 필드와 일정, 복습 기록이 담긴 Anki 패키지로(파일 > 가져오기). Anki에서 이어서 공부할 수 있습니다."
        }
    }

    func exportIsDirectory(_ path: String) -> String { "\(path)은(는) 디렉터리입니다: 파일 이름을 붙이세요" }
    func replaceQuestion(_ path: String) -> String { "\(path)이(가) 이미 있습니다. 바꿀까요?" }
    func wrote(_ path: String) -> String { "\(path)에 씀" }
    func wroteLong(_ path: String, count: Int) -> String { "노트 \(count)개를 \(path)에 썼습니다" }
    func couldNotWrite(_ path: String, _ error: any Error, previousExists: Bool) -> String {
        guard case .writeFailed(_, let reason)? = error as? StorageError else {
            return "\(path)에 쓰지 못함: \(KoreanErrorStrings().text(error))"
        }
        return "\(path)에 쓰지 못함: \(reason)" + (previousExists ? "; 이전 파일은 그대로입니다" : "")
    }
    func noSuchFolder(_ folder: String) -> String { "\(folder) 폴더가 없습니다: 먼저 만들거나 다른 경로를 주세요" }
}
