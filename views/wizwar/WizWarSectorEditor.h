#pragma once

#include "wizwar/WizWarSectorDraft.h"
#include "wizwar/WizWarSectorScene.h"

#include <QDialog>

class QAbstractButton;
class QButtonGroup;
class QComboBox;
class QGraphicsView;
class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace hk {

class Campaign;

// The small editor in which the players draw their physical sector boards once (issue 19): a board (1 red …
// 4 yellow) and side, the sector drawn large to click walls, doors, the home base, the treasure starts and the
// columns into, and the text form beside it (what `hexkeeper-cli wizwar setup` takes), live, to copy or to
// paste from. Why a dialog that holds a draft: a drawing is checked by SectorMap::parse as it goes, and only
// Save writes it, as one undoable change through WizWarGames::setSectorMap.
class WizWarSectorEditor : public QDialog
{
    Q_OBJECT
public:
    explicit WizWarSectorEditor(Campaign& campaign, QWidget* parent = nullptr);

    // Shows board `sector` (1..4) side `side`; with unsaved edits asks first. False when the GM stays.
    bool choose(int sector, QChar side);
    int sector() const { return m_sector; }
    QChar side() const { return m_side; }
    void setTool(WizWarSectorScene::Tool tool);

    // The editing steps the clicks make (the tests call them too).
    void cycleLine(int x, int y, wizwar::Direction dir);
    void clickSquare(int x, int y);
    void toggleColumn(int cx, int cy);
    // A pasted text form; false with the parser's message when it is no sector map.
    bool applyText(const QString& text, QString* error);
    bool save();

    const WizWarSectorDraft& draft() const { return m_draft; }
    bool isModified() const;
    bool canSave() const;
    QString text() const;
    QString message() const;
    QGraphicsView* view() const { return m_view; }
    WizWarSectorScene* scene() const { return m_scene; }

public Q_SLOTS:
    void reject() override;

private:
    QWidget* buildChoiceRow();
    QWidget* buildToolRow();
    QWidget* buildTextColumn();
    void load();
    void reloadIfUnchanged();
    void choiceActivated();
    bool settle(const QString& leaving);
    void pasteDialog();
    void refresh();
    QString boardName(int sector, QChar side) const;
    QColor boardColour() const;

    Campaign& m_campaign;
    WizWarSectorDraft m_draft;
    QString m_loaded; // the text as stored (or the blank board's), to tell edits from none
    bool m_stored = false;
    int m_sector = 1;
    QChar m_side = QLatin1Char('A');
    QString m_note; // why the last click was refused, until the next one
    QComboBox* m_board = nullptr;
    QComboBox* m_sideBox = nullptr;
    QButtonGroup* m_tools = nullptr;
    QLabel* m_toolHint = nullptr;
    WizWarSectorScene* m_scene = nullptr;
    QGraphicsView* m_view = nullptr;
    QPlainTextEdit* m_text = nullptr;
    QLabel* m_message = nullptr;
    QPushButton* m_save = nullptr;
};

} // namespace hk
