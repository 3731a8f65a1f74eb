// The recovery dialog as a user reads it: what is offered, when, and what each way out does.
#include "shell/recoveryprompt.h"

#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTest>

class TestRecoveryDialog : public QObject
{
    Q_OBJECT

private slots:
    void theDialogSaysWhatItOffers()
    {
        const QDateTime now = QDateTime::currentDateTimeUtc();
        const recovery::Offer offer{QStringLiteral("/tmp/recovery/autosave-1-00000001.json"),
                                  QStringLiteral("/home/ana/plans/q3.json"), now.addSecs(-200),
                                  QStringLiteral("Scenario “<b>Q3</b>”, no workshop"), true, 2, 3};
        RecoveryDialog dialog(offer);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QCOMPARE(dialog.windowTitle(), QStringLiteral("Recover Unsaved Work (2 of 3)"));
        QStringList shown;
        bool summaryIsPlain = false;
        for (const QLabel *label : dialog.findChildren<QLabel *>()) {
            shown << label->text();
            if (label->text() == offer.summary) summaryIsPlain = label->textFormat() == Qt::PlainText;
        }
        const QString all = shown.join(QLatin1Char('\n'));
        QVERIFY2(all.contains(QStringLiteral("“q3.json”")), qPrintable(all));
        QVERIFY(all.contains(QStringLiteral("/home/ana/plans/q3.json")));
        QVERIFY(all.contains(QStringLiteral("(3 minutes ago)")));
        QVERIFY(summaryIsPlain); // a scenario name is shown as typed, never as markup
        QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("originalChangedNote")));
        QVERIFY(dialog.recoverButton()->isDefault());
        QTest::mouseClick(dialog.recoverButton(), Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(dialog.choice(), recovery::Choice::Recover);

        // Escape keeps the copy for later.
        RecoveryDialog again(offer);
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        QTest::keyClick(&again, Qt::Key_Escape);
        QCOMPARE(again.choice(), recovery::Choice::Later);
    }

    void timesReadNaturally_data()
    {
        QTest::addColumn<int>("secondsAgo");
        QTest::addColumn<QString>("ago");
        QTest::newRow("seconds") << 30 << QStringLiteral(" (less than a minute ago)");
        QTest::newRow("a minute") << 90 << QStringLiteral(" (1 minute ago)");
        QTest::newRow("minutes") << 59 * 60 << QStringLiteral(" (59 minutes ago)");
        QTest::newRow("an hour") << 3600 << QStringLiteral(" (1 hour ago)");
        QTest::newRow("hours") << 47 * 3600 << QStringLiteral(" (47 hours ago)");
        QTest::newRow("days") << 3 * 86400 + 5 << QStringLiteral(" (3 days ago)");
        QTest::newRow("clock moved back") << -600 << QString();
    }

    void timesReadNaturally()
    {
        QFETCH(int, secondsAgo);
        QFETCH(QString, ago);
        const QDateTime now(QDate(2026, 3, 14), QTime(12, 0), Qt::UTC);
        const QDateTime saved = now.addSecs(-secondsAgo);
        const QString date =
            QLocale().toString(saved.toLocalTime(), QStringLiteral("d MMM yyyy, HH:mm"));
        QCOMPARE(RecoveryDialog::describeTime(saved, now), date + ago);
    }
};

QTEST_MAIN(TestRecoveryDialog)
#include "tst_recovery_dialog.moc"
