import AppArchCLI

await AppArchCommand.start()
