/// `mainichi --help` in Korean. Option names, values, file names and examples stay as typed.
struct KoreanHelpStrings: HelpStrings {
    let mainAbstract = "JLPT 레벨별 일본어 단어와 한자를 하루 한 과씩 공부합니다."
    let mainDiscussion = """
        하위 명령 없이 실행하면 학습 앱(run 명령)을 엽니다. 옵션은 셋입니다: --data-dir <dir>은 \
        진도와 설정을 XDG 디렉터리(~/.local/share/mainichi, ~/.config/mainichi) 대신 <dir>에 \
        두고, --theme <theme>은 이번 실행의 색을 고릅니다: automatic(터미널 배경에 따라), dark, \
        light, monochrome. 이 옵션은 NO_COLOR보다, NO_COLOR는 저장된 설정보다 우선합니다. \
        --lang <lang>(english, korean, automatic)은 이번 실행의 화면 언어를 고릅니다. \
        'mainichi help run'을 보세요.
        """
    let dataDirHelp = "진도와 설정을 두는 곳."
    let themeHelp = "색 테마: automatic(터미널 배경에 따라), dark, light, monochrome. 이번 실행에서 NO_COLOR와 저장된 설정보다 우선합니다."
    let langHelp = "이번 실행의 화면 언어: english(en), korean(ko), automatic(LC_ALL, LC_MESSAGES, LANG에 따라). 저장된 설정보다 우선합니다."
    let runAbstract = "학습 앱을 엽니다 (기본 명령)."
    let demoAbstract = "화면 계층 데모를 엽니다 (긴 목록, 일본어 열, 입력란)."
    let deckAbstract = "덱 파일과 내 덱을 다룹니다."
    let deckListAbstract = "덱 목록: 내장 JLPT 덱과 내 덱 (id, 종류, 항목, 일수, 이름)."
    let deckCreateAbstract = "내 덱을 만듭니다 (--kanji가 없으면 단어 덱)."
    let deckNameHelp = "덱 이름."
    let deckKanjiHelp = "단어 덱 대신 한자 덱."
    let deckPerDayHelp = "학습일 하루의 항목 수 (기본: 단어 20개, 한자 10개)."
    let deckRenameAbstract = "내 덱의 이름을 바꿉니다 (id와 진도는 그대로)."
    let deckWhichHelp = "덱: id나 이름."
    let deckNewNameHelp = "새 이름."
    let deckDeleteAbstract = "내 덱을 지웁니다."
    let deckDeleteDiscussion = "파일은 데이터 디렉터리의 decks/deleted/로 옮겨지고, 그 단어의 진도는 남습니다."
    let deckCheckAbstract = "덱 파일을 검사합니다: 문제를 모두 출력하고, 올바른 파일에는 'ok'를 출력합니다."
    let deckCheckDiscussion = "오류가 있는 파일이 하나라도 있으면 종료 상태 1, 모두 올바르면 0입니다. 경고(itemsPerDay보다 항목이 많은 날 등)는 검사를 실패시키지 않습니다."
    let deckFilesHelp = "검사할 덱 파일."
    let doctorAbstract = "터미널, 로캘, 데이터 디렉터리, 덱, 음성을 점검하고 고칠 점을 알려 줍니다."
    let doctorSpeakHelp = "단어(たべる) 하나를 합성해 재생하며 소리도 시험합니다."
    let statsAbstract = "학습 통계를 출력합니다: 오늘, 연속 학습, 한 해의 복습, 복습 예정, 레벨별 진도."
    let statsJSONHelp = "텍스트 대신 JSON 객체 하나를 출력합니다."
    let searchAbstract = "한자, 가나, 로마자, 영어로 단어와 한자를 찾습니다."
    let searchDiscussion = """
        앱의 /와 같은 결과를 좋은 것부터 출력합니다: 정확히 일치, 앞부분 일치, 부분 일치, 그다음 \
        덜 입력한 로마자가 향할 수 있는 읽기("cat": かた, かっ...) 순이며, 쉬운 레벨이 먼저입니다. \
        찾은 것이 없어도 종료 상태는 0입니다 (표준 오류에 결과 없음). 덱은 앱과 같은 방법으로 \
        찾습니다 (MAINICHI_DECKS가 우선). 색인은 캐시 디렉터리에 두고, 덱 파일이 바뀔 때마다 다시 \
        만듭니다.
        """
    let searchQueryHelp = "찾을 말: 食べる, たべ, tabe, eat."
    let searchJSONHelp = "id, 종류, 단어, 읽기, 뜻, 레벨, 학습일이 든 JSON 줄을 출력합니다."
    let searchLimitHelp = "결과를 최대 이만큼 출력합니다 (0이면 전부)."
    let lookupAbstract = "단어의 사전 항목을 출력합니다 (한자, 가나, 로마자, 영어)."
    let lookupDiscussion = """
        덱과 함께 든 오프라인 사전(JMdict 전체)에서 단어를 찾습니다: 정확한 표기, 읽기, 영어 뜻이며 \
        상용 항목이 먼저입니다. 일치하는 것이 없으면 종료 상태 1입니다 (그 말로 시작하는 단어는 \
        mainichi search로 찾으세요). 덱은 앱과 같은 방법으로 찾습니다 (MAINICHI_DECKS가 우선).
        """
    let lookupWordHelp = "단어: 猫, ねこ, neko, cat."
    let lookupJSONHelp = "항목마다 JSON 객체 하나를 출력합니다 (필드 `sequence`, `spellings`, `readings`, `common`, `level`, `senses`)."
    let optimizeAbstract = "FSRS 스케줄러의 가중치를 내 복습 기록에 맞춥니다."
    func optimizeDiscussion(minimumReviews: Int) -> String {
        """
        단어의 이전 복습보다 나중 날에 한 복습이 \(minimumReviews)개 이상 필요합니다. 현재 가중치와 \
        맞춘 가중치가 내 복습을 얼마나 잘 예측하는지(log loss와 RMSE: 낮을수록 좋음) 보여 주고, \
        저장하기 전에 묻습니다. 먼저 앱을 닫으세요: 실행 중인 앱은 설정을 따로 들고 있습니다.
        """
    }
    let optimizeYesHelp = "묻지 않고 맞춘 가중치를 저장합니다."
    let optimizeDryRunHelp = "수치만 보여 주고 아무것도 저장하지 않습니다."
    let vacationAbstract = "쉬는 날을 미리 정합니다. 그때 할 복습은 앞이나 뒤로 옮겨집니다."
    let vacationDiscussion = "먼저 앱을 닫으세요: 이 명령은 진도와 설정을 저장합니다."
    let vacationFromHelp = "쉬는 첫날 (YYYY-MM-DD)."
    let vacationDaysHelp = "--from부터 쉬는 날 수."
    let vacationClearHelp = "쉬는 날을 모두 지웁니다."
    let exportAbstract = "덱, 학습일 하루, 북마크, 틀린 것을 Anki가 가져오는 파일로 씁니다."
    let exportDiscussion = """
        WHAT은 덱(vocab-n5, vocab-n4, vocab-n3, vocab-n2, vocab-n1, kanji-n5, kanji-n4, \
        kanji-n3, kanji-n2, kanji-n1, 또는 `mainichi deck list`에 나오는 내 덱의 id나 이름), \
        bookmarks, mistakes 중 하나입니다. Anki 형식(기본)은 머리줄이 있는 탭 구분 파일이라 \
        Anki의 File > Import가 옵션을 바꾸지 않고 읽습니다. 노트마다 항목에서 만든 GUID가 있어 \
        다시 내보내면 같은 노트가 갱신됩니다. 태그에는 종류, 레벨, 학습일이 들고, 북마크한 항목과 \
        틀린 항목이 표시됩니다. -o가 없으면 표준 출력으로 씁니다. --format apkg -o 파일.apkg는 \
        Mainichi 노트 유형(모든 필드, 후리가나가 달린 예문)의 Anki 패키지를 가져올 때의 GUID로 씁니다. \
        --with-history를 붙이면 일정과 복습 기록도 넣습니다.
        """
    let exportWhatHelp = "vocab-n5 ... kanji-n1, 내 덱, bookmarks, mistakes 중 하나."
    let exportDayHelp = "덱의 이 학습일만."
    let exportFormatHelp = "anki(머리줄이 있는 탭 구분), csv, 또는 apkg(모든 필드가 담긴 Anki 패키지. --output 필요)."
    let exportWithHistoryHelp = "--format apkg와 함께: 카드마다 일정과 복습 기록을 넣어 Anki에서 이어 공부합니다."
    let packageNeedsOutput = "--format apkg는 파일로 씁니다: --output 파일.apkg로 지정하세요"
    let historyNeedsPackage = "--with-history는 --format apkg와 함께 씁니다"
    let exportOutputHelp = "표준 출력 대신 이 파일에 씁니다."
    let importAbstract = "Anki 텍스트 내보내기, CSV, TSV 파일을 내 덱으로 가져옵니다."
    let importDiscussion = """
        파일을 읽어(형식과 구분자는 자동 감지, 각 열이 단어, 읽기, 뜻, 메모, 태그, guid 중 무엇인지는 \
        머리줄이나 내용으로 추측) 내 덱 NAME(--deck, 기본은 파일이 가리키는 덱, 없으면 파일 이름)에 \
        넣습니다. 그 이름의 덱이 없으면 만듭니다. 행은 GUID가 같은 항목을, 없으면 단어와 읽기가 같은 \
        항목을 갱신하고, 나머지 행은 새 항목이 됩니다. 읽기나 뜻이 없으면 사전에 그 단어의 항목이 \
        하나뿐일 때 사전에서 채웁니다. 여럿이면 첫 항목을 쓰고 확인하도록 표시합니다. 올바른 행은 \
        쓰고 잘못된 행은 행 번호와 이유를 모두 출력합니다. 잘못된 행이 있거나 파일을 전혀 읽을 수 \
        없으면 종료 상태는 1입니다. --dry-run은 아무것도 쓰지 않고 같은 내용을 출력합니다 (파일을 \
        읽을 수 있으면 종료 상태 0).
        """
    let importFileHelp = "읽을 파일: Anki의 일반 텍스트 노트, CSV, TSV (UTF-8)."
    let importDeckHelp = "가져올 덱 (이름이나 id). 없으면 만듭니다."
    let importDryRunHelp = "가져오면 어떻게 되는지만 보여 주고 아무것도 쓰지 않습니다."
    let importRowsHelp = "보여 줄 처음 행의 수."
    let importMapHelp = "Anki 패키지에서 노트 유형의 필드에 역할을 줍니다 (word 단어, reading 읽기, meaning 뜻, example 예문, example-translation 예문 번역, audio 음성, notes 메모, ignored 무시). 여러 번 쓸 수 있습니다."
    let importMapValue = "유형:필드=역할"
    let syncAbstract = "Syncthing, Dropbox, 네트워크 드라이브가 맞춰 주는 폴더를 통해 두 컴퓨터에서 공부합니다."
    let syncDiscussion = """
        각 컴퓨터는 폴더에 자기 저널(journal-<device>.jsonl)만 쓰고, 다른 컴퓨터의 저널은 시작할 \
        때, 화면이 바뀔 때마다, 30초마다 읽습니다. 동기화 도구가 만든 충돌 사본도 읽으며, 폴더의 \
        어떤 것도 잠그거나 지우지 않습니다.
        """
    let syncSetAbstract = "동기화 폴더를 고르거나(--folder DIR) 동기화를 끕니다(--off)."
    let syncFolderHelp = "다른 컴퓨터와 함께 쓰는 폴더 (이미 있어야 함)."
    let syncOffHelp = "동기화를 끕니다 (폴더와 그 파일은 그대로 둠)."
    let syncStatusAbstract = "동기화 폴더의 기기, 기기마다 가장 새 이벤트, 이 기기의 저널이 다 쓰였는지 보여 줍니다."
    let backupAbstract = "진도의 일일 사본을 보여 주거나 하나를 복원합니다."
    let backupDiscussion = "공부한 최근 7일마다 사본 하나를 데이터 디렉터리의 backups 폴더에 둡니다."
    let backupListAbstract = "일일 사본을 오래된 것부터 보여 줍니다."
    let backupRestoreAbstract = "일일 사본의 진도를 되돌립니다 (현재 상태는 먼저 따로 보관)."
    let backupRestoreDiscussion = "먼저 앱을 닫으세요: mainichi가 데이터를 쓰는 동안에는 거부합니다."
    let backupDateHelp = "사본의 날짜 (YYYY-MM-DD, mainichi backup list 참고)."
    let dataDirEmpty = "--data-dir이 비어 있습니다. 디렉터리를 주거나, 기본값을 쓰려면 옵션을 빼세요"
    let yesWithDryRun = "--yes와 --dry-run은 함께 쓸 수 없습니다"
    let rowsNotNegative = "--rows는 0 이상이어야 합니다"
    let deckOptionEmpty = "--deck이 비어 있습니다. 덱 이름을 주세요"
    let giveFolderOrOff = "--folder DIR이나 --off를 주세요"
    let folderEmpty = "--folder가 비어 있습니다. 디렉터리를 주세요"
    let nameADeckFile = "덱 파일을 하나 이상 주세요"
    func notExportable(_ target: String) -> String {
        "'\(target)'은(는) 덱, bookmarks, mistakes가 아닙니다. 덱은 vocab-n5 ... vocab-n1, kanji-n5 ... kanji-n1과 내 덱입니다 (mainichi deck list)"
    }
    func unknownFormat(_ format: String) -> String { "--format은 anki, csv, apkg 중 하나입니다 ('\(format)' 아님)" }
    func dayNeedsDeck(_ target: String) -> String { "--day는 덱과 함께 씁니다 (\(target)에는 쓸 수 없음)" }
    let dayFromOne = "--day는 1부터 셉니다"
    func notADate(_ date: String) -> String { "날짜는 YYYY-MM-DD 형식이어야 합니다 ('\(date)' 받음)" }

    func unknownHelpTopic(_ topic: String, subcommands: [String]) -> String {
        "오류: '\(topic)'이라는 도움말 항목은 없습니다. 항목: \(subcommands.joined(separator: ", "))"
    }

    func parserOutput(_ text: String) -> String {
        ParserOutputTranslation.korean(text)
    }
}
