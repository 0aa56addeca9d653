import AppArchCLI

await AppArchCommand.main()
